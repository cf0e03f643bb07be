import type { BillingPeriod } from "~/catalogue/plans";
import type { PlanCardData, PricingPage } from "~/features/pricing/pricing-page";
import { useAccountLink, useSignUpLink } from "~/features/hand-off";
import { planOf, useSubscriber } from "~/shared/subscriber/subscriber";
import { SubscriberWords } from "~/shared/subscriber/subscriber-words";

/**
 * A plan's button for one billing period: a link to the /signup hand-off with the plan, which
 * sends a signed-in visitor where the site's API says (a new checkout, or a switch of their
 * subscription) and anyone else through the hosted sign-up to it. A subscriber's own plan and
 * period is "Manage subscription" instead (their portal); another says "Switch to …", and no
 * button offers a trial to someone who has had theirs. While the model does not know yet, the
 * button says only the plan ('Get Max'), so a subscriber is never offered a trial first.
 */
export function PlanChoiceLink({
  plan,
  period,
  copy,
}: {
  plan: PlanCardData;
  period: BillingPeriod;
  copy: PricingPage["copy"];
}) {
  const link = useSignUpLink({ source: "pricing", choice: { kind: "plan", plan: plan.id, period } });
  const subscriber = useSubscriber();
  const known = subscriber.status === "known" ? subscriber : null;
  const live = known?.plan ?? null;
  const manage = useAccountLink("manage", live?.id);
  const theirs = planOf(live) === plan.id;
  const ownPeriod = theirs && live?.choice.kind === "plan" && live.choice.period === period;
  const label = live
    ? theirs
      ? ownPeriod
        ? copy.manage
        : plan.switchPeriod[period]
      : plan.switchTo
    : known?.trialUsed
      ? plan.chooseTrialUsed
      : plan.choose;
  return (
    <div data-period={period} className="mt-8">
      <a
        {...(ownPeriod ? manage : link)}
        className={`w-full ${plan.isMostBought ? "button-primary" : "button-secondary"}`}
      >
        <SubscriberWords said={label} meanwhile={plan.chooseTrialUsed} />
      </a>
    </div>
  );
}
