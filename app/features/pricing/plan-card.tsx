import { CheckList } from "~/shared/ui/check-list";
import type { PlanCardData, PricingPage } from "~/features/pricing/pricing-page";
import { PlanChoiceLink } from "./plan-choice-link";
import { PlanPrice } from "./plan-price";
import { planOf, useSubscriber } from "~/shared/subscriber/subscriber";
import { PlanState } from "./your-plan";

/** A plan with both periods' prices and links; the billing toggle shows one of them (app.css). */
export function PlanCard({ plan, copy }: { plan: PlanCardData; copy: PricingPage["copy"] }) {
  const titleId = `plan-${plan.id}-title`;
  const subscriber = useSubscriber();
  const theirs = subscriber.status === "known" && planOf(subscriber.plan) === plan.id;
  return (
    <article
      aria-labelledby={titleId}
      className={`relative flex h-full flex-col rounded-3xl border bg-white p-7 shadow-sm ${plan.isMostBought ? "border-brand ring-2 ring-brand" : "border-line"}`}
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id={titleId} className="text-2xl font-extrabold">
          {plan.name}
        </h2>
        {theirs ? (
          <span className="rounded-full bg-ink px-3 py-1 text-xs font-bold tracking-wide text-white uppercase">
            {copy.yourPlan}
          </span>
        ) : (
          plan.isMostBought && (
            <span className="rounded-full bg-brand px-3 py-1 text-xs font-bold tracking-wide text-white uppercase">
              {copy.mostBought}
            </span>
          )
        )}
      </div>
      {theirs && <PlanState />}
      <p className="mt-2 text-muted">{plan.tagline}</p>
      {plan.prices.map((price) => (
        <PlanPrice key={price.period} price={price} />
      ))}
      <CheckList items={plan.facts} className="mt-6 flex-1" />
      {plan.prices.map(({ period }) => (
        <PlanChoiceLink key={period} plan={plan} period={period} copy={copy} />
      ))}
    </article>
  );
}
