import type { BillingPeriod } from "~/shared/content/plans";
import type { PlanCardData, PricingPage } from "~/features/pricing/pricing-page";
import { useAccountHref, useSignUpLink } from "~/features/sign-up";
import { useKnownSubscription } from "./your-plan";

/**
 * A plan's button for one billing period: a link to the /signup hand-off with the plan, which
 * sends a signed-in visitor where the site's API says (a new checkout, or a switch of their
 * subscription) and anyone else through the hosted sign-up to it. A subscriber's own plan and
 * period is "Manage subscription" instead (their portal); another says "Switch to …", and no
 * button offers a trial to someone who has had theirs.
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
  const manage = useAccountHref("manage");
  const subscription = useKnownSubscription();
  const theirs = subscription?.plan === plan.id;
  const label = subscription?.plan
    ? theirs
      ? subscription.period === period
        ? copy.manage
        : plan.switchPeriod[period]
      : plan.switchTo
    : subscription?.trialUsed
      ? plan.chooseTrialUsed
      : plan.choose;
  const href = theirs && subscription?.period === period ? manage : link.href;
  return (
    <div data-period={period} className="mt-8">
      <a {...link} href={href} className={`w-full ${plan.isMostBought ? "button-primary" : "button-secondary"}`}>
        {label}
      </a>
    </div>
  );
}
