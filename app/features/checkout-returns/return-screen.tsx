import { CONTINUE_TO_GLOW } from "./return-markers";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { CheckoutCopy } from "~/shared/content/copy";
import { useLocalizedPath } from "~/shared/i18n/locale";
import { ContactLine } from "~/shared/ui/contact-line";
import { paths } from "~/contracts/paths";

/**
 * The shell of /success: a message, and a way on. The message is the page's work
 * (confirming the payment), so without JavaScript it gives way to plain words.
 */
export function ReturnScreen({ children, noScript }: { children: ReactNode; noScript: ReactNode }) {
  return (
    <main id="main" className="grid min-h-dvh place-items-center px-5 text-center">
      <div aria-live="polite" className="max-w-md">
        <div className="hidden in-data-js:block">{children}</div>
        {noScript}
      </div>
    </main>
  );
}

export function ReturnTitle({ children }: { children: ReactNode }) {
  return <h1 className="text-2xl font-extrabold">{children}</h1>;
}

export const returnLinkClass = "font-semibold text-brand underline underline-offset-4";

/** The way on while the page works: /glow, in this page's place. */
export function ContinueToGlow({ label }: { label: string }) {
  const href = useLocalizedPath();
  return (
    <p className="mt-3 text-muted">
      <Link to={href(paths.glow)} replace className={returnLinkClass} {...{ [CONTINUE_TO_GLOW]: "" }}>
        {label}
      </Link>
    </p>
  );
}

/**
 * What /success, /failure and /glow say without JavaScript, which they need to know what happened
 * (the payment provider's word, the browser's `hasPaid`): where the answer is, and a way on. Shown
 * only when the boot script has not run (no `data-js` on <html>).
 */
export function NoScriptReturn({
  copy,
  action,
  help,
}: {
  copy: CheckoutCopy["noScript"];
  action: string;
  help: string;
}) {
  const href = useLocalizedPath();
  return (
    <div className="in-data-js:hidden" data-testid="no-script-return">
      <h1 className="text-2xl font-extrabold text-balance">{copy.title}</h1>
      <p className="mt-3 text-muted">{copy.body}</p>
      <p className="mt-6">
        <Link to={href(paths.pricing)} className="button-primary">
          {action}
        </Link>
      </p>
      <ContactLine lead={help} className="mt-6 text-sm text-muted" />
    </div>
  );
}
