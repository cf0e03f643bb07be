// A signed-in person's own plan on the pricing page, as the model says it
// (shared/subscriber/subscriber.ts): which card is theirs, its own price and period whatever the
// switch shows, where it stands, and until when a cancelled one serves. Until the model knows (and
// for everyone else) the page is the prerendered one.
import { fill } from "~/shared/content/fill";
import { useLongDay } from "~/shared/i18n/locale";
import { useHoldingWords } from "~/shared/subscriber/holding-words";
import { planOf, useSubscriber } from "~/shared/subscriber/subscriber";
import type { PricingPage } from "./pricing-page";

/** The line under a person's own plan: what they pay, and where it stands. */
export function PlanState() {
  const subscriber = useSubscriber();
  const words = useHoldingWords();
  if (subscriber.status !== "known" || !subscriber.plan) return null;
  const { price, standing } = words(subscriber.plan);
  return (
    <p className="mt-2 text-sm font-semibold text-brand" data-testid="plan-state">
      <span data-testid="plan-own-price">{price}</span> · {standing}
    </p>
  );
}

/** Said at the top of the page while a cancelled plan still serves: until when. */
export function CancelledNotice({ copy, planNames }: { copy: PricingPage["copy"]; planNames: Record<string, string> }) {
  const subscriber = useSubscriber();
  const day = useLongDay();
  const plan = subscriber.status === "known" ? subscriber.plan : null;
  if (plan?.standing !== "ending") return null;
  return (
    <p role="status" className="mx-auto mt-6 max-w-xl rounded-2xl bg-sun/40 px-4 py-3 text-sm font-semibold">
      {fill(copy.cancelled, { plan: planNames[planOf(plan)!] ?? "", date: day(plan.until) })}
    </p>
  );
}

/** The page's heading and lede for the person: the trial for anyone who may still have it. */
export function usePricingHeading(copy: PricingPage["copy"]): { title: string; lede: string; trialOffered: boolean } {
  const subscriber = useSubscriber();
  if (subscriber.status !== "known" || !subscriber.trialUsed) {
    return { title: copy.title, lede: copy.lede, trialOffered: true };
  }
  return {
    title: copy.titleTrialUsed,
    lede: subscriber.plan ? copy.ledeTrialUsed : copy.ledeReturning,
    trialOffered: false,
  };
}
