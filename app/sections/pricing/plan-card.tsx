import { CheckList } from "~/components/check-list";
import { billingPeriods, songsPerMonth, type Plan } from "~/content/plans";
import { pricingCopy } from "~/content/pricing";
import { PlanChoiceLink } from "./plan-choice-link";
import { PlanPrice } from "./plan-price";

/** A plan with both periods' prices and links; the billing toggle shows one of them (app.css). */
export function PlanCard({ plan }: { plan: Plan }) {
  const songs = songsPerMonth(plan);
  const facts = [
    plan.credits === "unlimited" ? "Unlimited credits" : `${plan.credits} credits/${plan.creditPeriod}`,
    songs === "unlimited" ? "Unlimited songs per month" : `${songs} songs per month`,
    `${plan.parallelGenerations} parallel generations`,
    ...plan.features,
  ];
  const titleId = `plan-${plan.id}-title`;

  return (
    <article
      aria-labelledby={titleId}
      className={`relative flex h-full flex-col rounded-3xl border bg-white p-7 shadow-sm ${plan.isMostBought ? "border-brand ring-2 ring-brand" : "border-line"}`}
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id={titleId} className="text-2xl font-extrabold">
          {plan.name}
        </h2>
        {plan.isMostBought && (
          <span className="rounded-full bg-brand px-3 py-1 text-xs font-bold tracking-wide text-white uppercase">
            {pricingCopy.mostBought}
          </span>
        )}
      </div>
      <p className="mt-2 text-muted">{plan.tagline}</p>
      {billingPeriods.map((period) => (
        <PlanPrice key={period} plan={plan} period={period} />
      ))}
      <CheckList items={facts} className="mt-6 flex-1" />
      {billingPeriods.map((period) => (
        <PlanChoiceLink key={period} plan={plan} period={period} />
      ))}
    </article>
  );
}
