// A signed-in person's own plan on the pricing page, once the site's API has said what it is
// (shared/subscriber/subscription-state.ts): which card is theirs and in what state, what each
// button does for them, and no trial wording once their trial is used. Until then (and for
// everyone else) the page is the prerendered one.
import type { SubscriptionAnswer } from "~/contracts/subscription-api";
import { useAuth } from "~/shared/auth/use-auth";
import { fill } from "~/shared/content/fill";
import { useLongDay } from "~/shared/i18n/locale";
import { useSubscription } from "~/shared/subscriber/subscription-state";
import type { PricingPage } from "./pricing-page";

/** The signed-in person's subscription, or null while unknown (or for anyone else). */
export function useKnownSubscription(): SubscriptionAnswer | null {
  const { status } = useAuth();
  const subscription = useSubscription();
  return status === "authenticated" && subscription.status === "known" ? subscription.subscription : null;
}

/** The line under a person's own plan: trial until…, renews on…, ends on…, or a failed payment. */
export function PlanState({ copy }: { copy: PricingPage["copy"] }) {
  const subscription = useKnownSubscription();
  const day = useLongDay();
  if (!subscription?.plan) return null;
  const { status, trialEnd, currentPeriodEnd, cancelAtPeriodEnd } = subscription;
  const line =
    status === "past_due" || status === "unpaid"
      ? copy.planState.pastDue
      : cancelAtPeriodEnd
        ? fill(copy.planState.ends, { date: day(currentPeriodEnd) })
        : status === "trialing"
          ? fill(copy.planState.trialing, { date: day(trialEnd) })
          : fill(copy.planState.renews, { date: day(currentPeriodEnd) });
  return (
    <p className="mt-2 text-sm font-semibold text-brand" data-testid="plan-state">
      {line}
    </p>
  );
}

/** Said at the top of the page while a cancelled plan still serves: until when. */
export function CancelledNotice({ copy, planNames }: { copy: PricingPage["copy"]; planNames: Record<string, string> }) {
  const subscription = useKnownSubscription();
  const day = useLongDay();
  if (!subscription?.plan || !subscription.cancelAtPeriodEnd) return null;
  return (
    <p role="status" className="mx-auto mt-6 max-w-xl rounded-2xl bg-sun/40 px-4 py-3 text-sm font-semibold">
      {fill(copy.cancelled, {
        plan: planNames[subscription.plan] ?? subscription.plan,
        date: day(subscription.currentPeriodEnd),
      })}
    </p>
  );
}
