import { Link } from "react-router";
import { ContactLine } from "~/shared/ui/contact-line";
import type { CheckoutCopy } from "~/shared/content/copy";
import { useCommonCopy, useLocalizedPath, useLongDay } from "~/shared/i18n/locale";
import { fill } from "~/shared/content/fill";
import { findPlan } from "~/shared/content/plans";
import { tickerIds } from "~/contracts/ticker-ids";
import { tickers } from "~/shared/content/tickers";
import { paths } from "~/contracts/paths";
import { useAccountLink } from "~/features/hand-off";
import { useHoldingWords } from "~/shared/subscriber/holding-words";
import { planOf, useSubscriber, type Holding } from "~/shared/subscriber/subscriber";
import type { GlowScreen } from "./glow-screen";

type GlowCopy = CheckoutCopy["glow"];

/** /glow's screen (glow-screen.ts says which), in the page's words. */
export function GlowOutcome({ screen, glow }: { screen: Exclude<GlowScreen, { kind: "waiting" }>; glow: GlowCopy }) {
  switch (screen.kind) {
    case "welcome":
      return <GlowPaid glow={glow} holding={screen.holding} />;
    case "research":
      return <GlowResearch glow={glow} holding={screen.holding} />;
    case "standing":
      return <GlowStanding glow={glow} holding={screen.holding} />;
    case "thanks":
      return <GlowThanks glow={glow} />;
    case "unpaid":
      return <GlowUnpaid glow={glow} />;
  }
}

const title = "text-4xl font-extrabold tracking-tight text-balance";

/** The lede: the plan's trial end or renewal, and what is charged then, once the model knows them. */
function usePaidLede(copy: GlowCopy["paid"], holding: Holding | null): string {
  const day = useLongDay();
  const words = useHoldingWords();
  const plan = findPlan(planOf(holding));
  if (!holding || !plan) return copy.lede;
  const { nextCharge } = holding;
  const values = {
    plan: plan.name,
    date: day(nextCharge?.on ?? holding.until),
    price: words.amount(nextCharge ?? holding.price),
  };
  return fill(holding.standing === "trial" ? copy.ledeTrial : copy.ledeActive, values);
}

function GlowPaid({ glow, holding }: { glow: GlowCopy; holding: Holding | null }) {
  const copy = glow.paid;
  const href = useLocalizedPath();
  const lede = usePaidLede(copy, holding);
  return (
    <div>
      <Celebration />
      <h1 className={`mt-4 ${title}`}>{copy.title}</h1>
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

/** A paid browser whose purchase the page cannot name: thanks, and the way on. */
function GlowThanks({ glow }: { glow: GlowCopy }) {
  const href = useLocalizedPath();
  return (
    <div>
      <h1 className={title}>{glow.paid.title}</h1>
      <p className="mt-4 text-lg text-muted" data-testid="glow-lede">
        {glow.paid.ledeNeutral}
      </p>
      <Link to={href(paths.landing)} className="button-primary mt-10">
        {glow.paid.action}
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
 * After the research paywall's checkout: what was bought (and where it stands, once the model
 * knows), and the way to it — every ticker's research.
 */
function GlowResearch({ glow, holding }: { glow: GlowCopy; holding: Holding | null }) {
  const copy = glow.research;
  const href = useLocalizedPath();
  const words = useHoldingWords();
  return (
    <div>
      <Celebration />
      <h1 className={`mt-4 ${title}`}>{copy.title}</h1>
      <p className="mt-4 text-lg text-muted" data-testid="glow-lede">
        {holding ? `${words(holding).standing}. ${copy.open}` : copy.lede}
      </p>
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

/** A cancelled, failing or ended subscription, said plainly, with what to do about it. */
function GlowStanding({ glow, holding }: { glow: GlowCopy; holding: Holding }) {
  const copy = glow.standing;
  const common = useCommonCopy();
  const href = useLocalizedPath();
  const manage = useAccountLink("manage");
  const { name, standing } = useHoldingWords()(holding);
  const heading =
    holding.standing === "ended"
      ? copy.endedTitle
      : holding.standing === "past-due"
        ? copy.pastDueTitle
        : copy.endingTitle;
  return (
    <div>
      <h1 className={title}>{fill(heading, { name })}</h1>
      <p className="mt-4 text-lg text-muted" data-testid="glow-lede">
        {standing}.
      </p>
      {holding.standing === "ended" ? (
        <Link to={href(paths.pricing)} className="button-primary mt-10">
          {glow.unpaid.action}
        </Link>
      ) : (
        <a {...manage} className="button-primary mt-10">
          {common.accountMenu.manage}
        </a>
      )}
      <BillingHelp lead={glow.help} />
    </div>
  );
}

const linkClass = "font-semibold text-brand underline underline-offset-4";

/**
 * Nothing was paid: the hosted checkout sends whoever leaves it (Cancel, or Back after a declined
 * card, which it shows on its own page) to /failure, and so here. What is said fits what the site
 * knows of the person: a subscriber's plan is unchanged; a trial is named only to someone the
 * model says has never had one.
 */
function GlowUnpaid({ glow }: { glow: GlowCopy }) {
  const copy = glow.unpaid;
  const href = useLocalizedPath();
  const subscriber = useSubscriber();
  const known = subscriber.status === "known" ? subscriber : null;
  const plan = findPlan(planOf(known?.plan ?? null));
  const lede = plan ? copy.subscriberLede : known && !known.trialUsed ? copy.ledeTrial : copy.lede;
  return (
    <div>
      <h1 className={title}>{plan ? fill(copy.subscriberTitle, { plan: plan.name }) : copy.title}</h1>
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
