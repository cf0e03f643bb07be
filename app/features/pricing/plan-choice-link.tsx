import type { BillingPeriod } from "~/shared/content/plans";
import type { PlanCardData } from "~/features/pricing/pricing-page";
import { useSignUpLink } from "~/features/sign-up";

/**
 * A plan's button for one billing period: a link to the /signup hand-off with the plan, which
 * sends a signed-in visitor to the plan's checkout and anyone else through the hosted sign-up to
 * it. Once the app knows the visitor is signed in, it links to the checkout itself.
 */
export function PlanChoiceLink({ plan, period }: { plan: PlanCardData; period: BillingPeriod }) {
  const link = useSignUpLink({ source: "pricing", choice: { kind: "plan", plan: plan.id, period } });
  return (
    <div data-period={period} className="mt-8">
      <a {...link} className={`w-full ${plan.isMostBought ? "button-primary" : "button-secondary"}`}>
        {plan.choose}
      </a>
    </div>
  );
}
