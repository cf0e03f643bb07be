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
      <Celebration />
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

/**
 * A burst of confetti, drawn: an emoji (🎉) is an empty box where no emoji font is installed.
 * Decorative, so hidden from screen readers.
 */
function Celebration() {
  return (
    <svg aria-hidden="true" viewBox="0 0 64 64" className="mx-auto size-14" data-testid="celebration">
      <path d="M10 56 22 20l22 22z" fill="#f59e0b" />
      <path d="M22 20l22 22" stroke="#b45309" strokeWidth="3" strokeLinecap="round" />
      <g strokeWidth="4" strokeLinecap="round" fill="none">
        <path d="M34 14c4-4 4-8 0-10" stroke="#7c3aed" />
        <path d="M46 26c6-2 10 0 12 4" stroke="#db2777" />
        <path d="M40 8l2 6" stroke="#db2777" />
        <path d="M52 16l6-4" stroke="#7c3aed" />
      </g>
      <circle cx="30" cy="6" r="3" fill="#db2777" />
      <circle cx="58" cy="40" r="3" fill="#7c3aed" />
      <circle cx="48" cy="6" r="2.5" fill="#f59e0b" />
    </svg>
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
