import type { ReactNode } from "react";
import { Link } from "react-router";
import { useLocalizedPath } from "~/shared/i18n/locale";
import { paths } from "~/contracts/paths";

/** The shell of /success and /failure: a message, and a way on. */
export function ReturnScreen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main id="main" className="grid min-h-dvh place-items-center px-5 text-center">
      <div aria-live="polite" className="max-w-md">
        <h1 className="text-2xl font-extrabold">{title}</h1>
        {children}
      </div>
    </main>
  );
}

export const returnLinkClass = "font-semibold text-brand underline underline-offset-4";

/** The way on while the page works, or without JavaScript: /glow, in this page's place. */
export function ContinueToGlow({ label }: { label: string }) {
  const href = useLocalizedPath();
  return (
    <p className="mt-3 text-muted">
      <Link to={href(paths.glow)} replace className={returnLinkClass}>
        {label}
      </Link>
    </p>
  );
}
