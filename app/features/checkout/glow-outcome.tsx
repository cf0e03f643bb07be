import { Link } from "react-router";
import { ContactLine } from "~/shared/ui/contact-line";
import type { CheckoutCopy } from "~/shared/content/copy";
import { useLocalizedPath } from "~/shared/i18n/locale";
import { paths } from "~/contracts/paths";

type GlowCopy = CheckoutCopy["glow"];

export function GlowPaid({ glow }: { glow: GlowCopy }) {
  const copy = glow.paid;
  const href = useLocalizedPath();
  return (
    <div>
      <p aria-hidden="true" className="text-5xl">
        🎉
      </p>
      <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-balance">{copy.title}</h1>
      <p className="mt-4 text-lg text-muted">{copy.lede}</p>
      <ol className="mx-auto mt-8 max-w-md list-decimal space-y-3 pl-6 text-left">
        {copy.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <Link to={href(paths.landing)} className="button-primary mt-10">
        {copy.action}
      </Link>
      <BillingHelp lead={glow.help} />
    </div>
  );
}

export function GlowUnpaid({ glow }: { glow: GlowCopy }) {
  const copy = glow.unpaid;
  const href = useLocalizedPath();
  return (
    <div>
      <h1 className="text-4xl font-extrabold tracking-tight text-balance">{copy.title}</h1>
      <p className="mt-4 text-lg text-muted">{copy.lede}</p>
      <Link to={href(paths.pricing)} className="button-primary mt-10">
        {copy.action}
      </Link>
      <BillingHelp lead={glow.help} />
    </div>
  );
}

function BillingHelp({ lead }: { lead: string }) {
  return <ContactLine lead={lead} className="mt-8 text-sm text-muted" />;
}
