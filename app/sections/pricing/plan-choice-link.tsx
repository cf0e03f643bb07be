import type { BillingPeriod, Plan } from "~/content/plans";
import { pricingCopy } from "~/content/pricing";
import { continueAsVisitor } from "~/lib/auth/auth-state";
import { earlyPress, isPlainPress } from "~/lib/boot/press-queue";
import { signUpHref } from "~/lib/sign-up-request";
import { useBusy } from "~/lib/use-busy";
import { useEarlyPress } from "~/lib/use-early-press";
import { offerId } from "~/content/offers";

/**
 * A plan's button for one billing period: a link to /signup with the plan, which works before the
 * app has loaded. Once it has, a signed-in visitor goes straight to the plan's checkout, anyone
 * else to the hosted sign-up; while a session is being restored (or the login callback completed)
 * the button is busy and waits, also when pressed before the app has loaded.
 */
export function PlanChoiceLink({ plan, period }: { plan: Plan; period: BillingPeriod }) {
  const [busy, run] = useBusy();
  const choice = { kind: "plan", plan: plan.id, period } as const;
  const action = `plan-${offerId(choice)}`;
  const choose = () => run(() => continueAsVisitor("pricing", choice));
  useEarlyPress(action, choose);
  return (
    <div data-period={period} className="mt-8">
      <a
        href={signUpHref({ source: "pricing", choice })}
        className={`w-full ${plan.isMostBought ? "button-primary" : "button-secondary"}`}
        aria-busy={busy || undefined}
        onClick={(event) => {
          if (!isPlainPress(event)) return;
          event.preventDefault();
          if (!busy) choose();
        }}
        {...earlyPress.link(action)}
      >
        {pricingCopy.choose(plan.name)}
      </a>
    </div>
  );
}
