// /glow after a payment: the welcome to a plan (its trial end or renewal once the model knows it),
// the research paywall's purchase, and thanks where the page cannot name what was bought.
import { Link } from "react-router";
import { config } from "~/config";
import { paths } from "~/contracts/paths";
import { tickerIds } from "~/contracts/ticker-ids";
import type { CheckoutCopy } from "~/shared/content/copy";
import { fill, type Values } from "~/shared/content/fill";
import { findPlan } from "~/catalogue/plans";
import { tickers } from "~/shared/content/tickers";
import { useLocalizedPath, useLongDay } from "~/shared/i18n/locale";
import { useHoldingWords } from "~/shared/subscriber/holding-words";
import { SubscriberWords } from "~/shared/subscriber/subscriber-words";
import { planOf, type Holding } from "~/shared/subscriber/subscriber";
import { Celebration } from "./celebration";
import { BillingHelp, linkClass, title } from "./glow-parts";
import type { Purchase, Started } from "./glow-screen";

type GlowCopy = CheckoutCopy["glow"];

/** A purchase not known yet: the model's word not in, or the page before the app (glow-waiting.tsx). */
type Unknown = { holding: null; started: Started | "by-page-flags" };

/**
 * What a purchase surely began, on a screen that does not know it yet; on the page before the app,
 * only that it is confirmed while a probable session (someone who may have had their trial) waits.
 */
function StartedLede({
  started,
  copy,
  then,
}: {
  started: Unknown["started"];
  copy: { lede: string; ledeConfirmed: string };
  /** How the lede ends: the way on (`{next}`, `{open}`). */
  then: Values;
}) {
  const [trial, confirmed] = [fill(copy.lede, then), fill(copy.ledeConfirmed, then)];
  if (started === "by-page-flags") return <SubscriberWords said={trial} meanwhile={confirmed} />;
  return started === "trial" ? trial : confirmed;
}

/** The plan's trial end or renewal, and what is charged then, once the model knows them. */
function usePaidLede(copy: GlowCopy["paid"], holding: Holding | null): string | null {
  const day = useLongDay();
  const words = useHoldingWords();
  const plan = findPlan(planOf(holding));
  if (!holding || !plan) return null;
  const { nextCharge } = holding;
  const values = {
    plan: plan.name,
    date: day(nextCharge?.on ?? holding.until),
    price: nextCharge ? words.payment(nextCharge) : words.amount(holding.price),
    next: copy.next,
  };
  return fill(holding.standing === "trial" ? copy.ledeTrial : copy.ledeActive, values);
}

export function GlowPaid({ glow, holding, started }: { glow: GlowCopy } & (Purchase | Unknown)) {
  const copy = glow.paid;
  const href = useLocalizedPath();
  const lede = usePaidLede(copy, holding);
  return (
    <div>
      <Celebration />
      <h1 className={`mt-4 ${title}`}>{copy.title}</h1>
      <p className="mt-4 text-lg text-muted" data-testid="glow-lede">
        {lede ?? <StartedLede started={started ?? "purchase"} copy={copy} then={{ next: copy.next }} />}
      </p>
      <ol className="mx-auto mt-8 max-w-md list-decimal space-y-3 pl-6 text-left">
        {copy.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      {/* The way into the plan where the build knows the app's address; no promise of one where not. */}
      <p className="mt-10 flex flex-col items-center justify-center gap-3 xs:flex-row">
        {config.appUrl && (
          <a href={config.appUrl} className="button-primary">
            {copy.openApp}
          </a>
        )}
        <Link to={href(paths.landing)} className={config.appUrl ? "button-secondary" : "button-primary"}>
          {copy.action}
        </Link>
      </p>
      <BillingHelp lead={glow.help} />
    </div>
  );
}

/** A paid browser whose purchase the page cannot name: thanks, and the way on. */
export function GlowThanks({ glow }: { glow: GlowCopy }) {
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
 * After the research paywall's checkout: what was bought (and where it stands, once the model
 * knows), and the way to it — every ticker's research.
 */
export function GlowResearch({ glow, holding, started }: { glow: GlowCopy } & (Purchase | Unknown)) {
  const copy = glow.research;
  const href = useLocalizedPath();
  const words = useHoldingWords();
  return (
    <div>
      <Celebration />
      <h1 className={`mt-4 ${title}`}>{copy.title}</h1>
      <p className="mt-4 text-lg text-muted" data-testid="glow-lede">
        {holding ? (
          fill(copy.ledeKnown, { standing: words(holding).standing, open: copy.open })
        ) : (
          <StartedLede started={started} copy={copy} then={{ open: copy.open }} />
        )}
      </p>
      {config.researchUrl && (
        <a href={config.researchUrl} className="button-primary mt-8">
          {copy.openResearch}
        </a>
      )}
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
