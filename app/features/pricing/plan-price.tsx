import { around } from "~/shared/content/fill";
import type { PlanCardData } from "~/features/pricing/pricing-page";

/** A plan's price for one billing period: the amount large, what it is per and how it is billed small. */
export function PlanPrice({ price }: { price: PlanCardData["prices"][number] }) {
  const [before, after] = around(price.perMonth, "price");
  return (
    <div data-period={price.period} className="mt-6">
      <p className="flex flex-wrap items-baseline gap-1">
        {before && <span className="text-lg font-semibold text-muted">{before}</span>}
        <span className="text-5xl font-extrabold tracking-tight">{price.price}</span>
        <span className="text-lg font-semibold text-muted">{after}</span>
      </p>
      <p className="mt-1 min-h-6 text-sm text-muted">{price.billing}</p>
    </div>
  );
}
