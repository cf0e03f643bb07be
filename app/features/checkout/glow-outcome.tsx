import { Link } from "react-router";
import { ContactLine } from "~/shared/ui/contact-line";
import type { CheckoutCopy } from "~/shared/content/copy";
import { useLocalizedPath, useLongDay } from "~/shared/i18n/locale";
import { useAuth } from "~/shared/auth/use-auth";
import { fill } from "~/shared/content/fill";
import { plans } from "~/shared/content/plans";
import { tickerIds } from "~/contracts/ticker-ids";
import { tickers } from "~/shared/content/tickers";
import { useSubscription } from "~/shared/subscriber/subscription-state";
import type { SubscriptionAnswer } from "~/contracts/subscription-api";
import { paths } from "~/contracts/paths";

type GlowCopy = CheckoutCopy["glow"];

/** The signed-in person's subscription once the site's API has said it (GET /api/subscription), else null. */
function useKnownSubscription(): SubscriptionAnswer | null {
  const { status } = useAuth();
  const subscription = useSubscription();
  return status === "authenticated" && subscription.status === "known" ? subscription.subscription : null;
}

const planNamed = (id: string | null | undefined) => plans.find((candidate) => candidate.id === id);

/** The lede: the person's plan and its trial end or renewal once the site knows them, else the trial's start. */
function usePaidLede(copy: GlowCopy["paid"]): string {
  const known = useKnownSubscription();
  const day = useLongDay();
  const plan = planNamed(known?.plan);
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

/**
 * After the research paywall's checkout (/success names its offer): what was bought, and the way
 * to it — every ticker's research, as the paywall opens for a paid visitor on all of them.
 */
export function GlowResearch({ glow }: { glow: GlowCopy }) {
  const copy = glow.research;
  const href = useLocalizedPath();
  return (
    <div>
      <Celebration />
      <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-balance">{copy.title}</h1>
      <p className="mt-4 text-lg text-muted">{copy.lede}</p>
      <ul className="mx-auto mt-8 grid max-w-md grid-cols-2 gap-3 text-left xs:grid-cols-3">
        {tickerIds.map((id) => (
          <li key={id}>
            <Link to={href(paths.paywall(id))} className={`${linkClass} block`}>
              {tickers[id].name} <span className="text-muted">({tickers[id].symbol})</span>
            </Link>
          </li>
        ))}
      </ul>
      <BillingHelp lead={glow.help} />
    </div>
  );
}

const linkClass = "font-semibold text-brand underline underline-offset-4";

/**
 * Nothing was paid: the hosted checkout sends whoever leaves it (Cancel, or Back after a declined
 * card, which it shows on its own page) to /failure, and so here. What is said fits what the site
 * knows of the person: a subscriber's plan is unchanged; a trial is named only to someone the
 * site's API says has never had one.
 */
export function GlowUnpaid({ glow }: { glow: GlowCopy }) {
  const copy = glow.unpaid;
  const href = useLocalizedPath();
  const known = useKnownSubscription();
  const plan = planNamed(known?.plan);
  const lede = plan ? copy.subscriberLede : known && !known.trialUsed ? copy.ledeTrial : copy.lede;
  return (
    <div>
      <h1 className="text-4xl font-extrabold tracking-tight text-balance">
        {plan ? fill(copy.subscriberTitle, { plan: plan.name }) : copy.title}
      </h1>
      <p className="mt-4 text-lg text-muted" data-testid="glow-lede">
        {lede}
      </p>
      <Link to={href(paths.pricing)} className="button-primary mt-10">
        {plan ? copy.subscriberAction : copy.action}
      </Link>
      <p className="mt-8 text-muted">
        {copy.declined}{" "}
        <Link to={href(paths.pricing)} className={linkClass}>
          {copy.declinedAction}
        </Link>
      </p>
      <BillingHelp lead={glow.help} />
    </div>
  );
}

function BillingHelp({ lead }: { lead: string }) {
  return <ContactLine lead={lead} className="mt-8 text-sm text-muted" />;
}
