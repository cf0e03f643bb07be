import type { BillingPeriod, Plan } from "~/content/plans";
import { pricingCopy } from "~/content/pricing";
import { continueAsVisitor } from "~/lib/auth/auth-state";
import { earlyPress } from "~/lib/boot/press-queue";
import { signUpHref } from "~/lib/sign-up-request";
import { usePress } from "~/lib/use-press";
import { offerId } from "~/content/offers";

/**
 * A plan's button for one billing period: a link to /signup with the plan, which works before the
 * app has loaded. Once it has, a signed-in visitor goes straight to the plan's checkout, anyone
 * else to the hosted sign-up; while a session is being restored (or the login callback completed)
 * the button is busy and waits, also when pressed before the app has loaded.
 */
export function PlanChoiceLink({ plan, period }: { plan: Plan; period: BillingPeriod }) {
  const choice = { kind: "plan", plan: plan.id, period } as const;
  const action = `plan-${offerId(choice)}`;
  const press = usePress(() => continueAsVisitor("pricing", choice), action);
  return (
    <div data-period={period} className="mt-8">
      <a
        href={signUpHref({ source: "pricing", choice })}
        className={`w-full ${plan.isMostBought ? "button-primary" : "button-secondary"}`}
        {...press}
        {...earlyPress.link(action)}
      >
        {pricingCopy.choose(plan.name)}
      </a>
    </div>
  );
}
