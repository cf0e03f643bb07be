// /glow when nothing goes on as bought: a subscription cancelled, failing or ended, and a checkout
// left unpaid, each said plainly with what to do about it.
import { Link } from "react-router";
import { paths } from "~/contracts/paths";
import { useAccountLink } from "~/features/hand-off";
import type { CheckoutCopy } from "~/shared/content/copy";
import { fill } from "~/shared/content/fill";
import { findPlan } from "~/catalogue/plans";
import { useCommonCopy, useLocalizedPath } from "~/shared/i18n/locale";
import { useHoldingWords } from "~/shared/subscriber/holding-words";
import { planOf, useSubscriber, type Holding } from "~/shared/subscriber/subscriber";
import { BillingHelp, linkClass, title } from "./glow-parts";

type GlowCopy = CheckoutCopy["glow"];

/** A cancelled, failing or ended subscription, said plainly, with what to do about it. */
export function GlowStanding({ glow, holding }: { glow: GlowCopy; holding: Holding }) {
  const copy = glow.standing;
  const common = useCommonCopy();
  const href = useLocalizedPath();
  const manage = useAccountLink("manage", holding.id);
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
        {fill(copy.lede, { standing })}
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

/**
 * Nothing was paid: the hosted checkout sends whoever leaves it (Cancel, or Back after a declined
 * card, which it shows on its own page) to /failure, and so here. What is said fits what the site
 * knows of the person: a subscriber's plan is unchanged; a trial is named only to someone the
 * model says has never had one.
 */
export function GlowUnpaid({ glow }: { glow: GlowCopy }) {
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
