import { annualTotal, formatPrice, pricePerMonth, type BillingPeriod, type Plan } from "~/content/plans";

export function PlanPrice({ plan, period }: { plan: Plan; period: BillingPeriod }) {
  return (
    <div data-period={period} className="mt-6">
      <p className="flex items-baseline gap-1">
        <span className="text-5xl font-extrabold tracking-tight">{formatPrice(pricePerMonth(plan, period))}</span>
        <span className="text-lg font-semibold text-muted">{plan.periodText}</span>
      </p>
      <p className="mt-1 min-h-6 text-sm text-muted">
        {period === "annual" ? `billed ${formatPrice(annualTotal(plan))} yearly` : "billed monthly"}
      </p>
    </div>
  );
}
