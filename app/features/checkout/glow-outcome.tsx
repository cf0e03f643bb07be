import { Link } from "react-router";
import { ContactLine } from "~/shared/ui/contact-line";
import type { CheckoutCopy } from "~/shared/content/copy";
import { useLocalizedPath, useLongDay } from "~/shared/i18n/locale";
import { useAuth } from "~/shared/auth/use-auth";
import { fill } from "~/shared/content/fill";
import { plans } from "~/shared/content/plans";
import { useSubscription } from "~/shared/subscriber/subscription-state";
import { paths } from "~/contracts/paths";

type GlowCopy = CheckoutCopy["glow"];

/** The lede: the person's plan and its trial end or renewal once the site knows them, else the trial's start. */
function usePaidLede(copy: GlowCopy["paid"]): string {
  const { status } = useAuth();
  const subscription = useSubscription();
  const day = useLongDay();
  const known = status === "authenticated" && subscription.status === "known" ? subscription.subscription : null;
  const plan = plans.find((candidate) => candidate.id === known?.plan);
  if (!known || !plan) return copy.lede;
  return known.status === "trialing"
    ? fill(copy.ledeTrial, { plan: plan.name, date: day(known.trialEnd) })
    : fill(copy.ledeActive, { plan: plan.name, date: day(known.currentPeriodEnd) });
}

export function GlowPaid({ glow }: { glow: GlowCopy }) {
  const copy = glow.paid;
  const href = useLocalizedPath();
  const lede = usePaidLede(copy);
  return (
    <div>
      <p aria-hidden="true" className="text-5xl">
        🎉
      </p>
      <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-balance">{copy.title}</h1>
      <p className="mt-4 text-lg text-muted" data-testid="glow-lede">
        {lede}
      </p>
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
