import { CheckList } from "~/components/check-list";
import { annualTotal, formatPrice, pricePerMonth, songsPerMonth, type BillingPeriod, type Plan } from "~/content/plans";
import { pricingCopy } from "~/content/pricing";

interface PlanCardProps {
  plan: Plan;
  period: BillingPeriod;
  onChoose: (plan: Plan) => void;
}

export function PlanCard({ plan, period, onChoose }: PlanCardProps) {
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
      <p className="mt-6 flex items-baseline gap-1">
        <span className="text-5xl font-extrabold tracking-tight">{formatPrice(pricePerMonth(plan, period))}</span>
        <span className="text-lg font-semibold text-muted">{plan.periodText}</span>
      </p>
      <p className="mt-1 min-h-6 text-sm text-muted">
        {period === "annual" ? `billed ${formatPrice(annualTotal(plan))} yearly` : "billed monthly"}
      </p>
      <CheckList items={facts} className="mt-6 flex-1" />
      <button
        type="button"
        className={`mt-8 w-full ${plan.isMostBought ? "button-primary" : "button-secondary"}`}
        onClick={() => onChoose(plan)}
      >
        {pricingCopy.choose(plan.name)}
      </button>
    </article>
  );
}
