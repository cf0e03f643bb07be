import { billingPeriods } from "~/shared/content/plans";
import type { PricingPage } from "~/features/pricing/pricing-page";

/**
 * Monthly/Annually switch: a native radio group, so its state is announced, arrow keys work, and
 * the prices switch with CSS alone (app.css), before and after the app has loaded.
 */
export function PlanToggle({ copy: pricingCopy }: { copy: PricingPage["copy"] }) {
  return (
    <fieldset className="mt-8 inline-flex flex-col items-center gap-3">
      <legend className="sr-only">{pricingCopy.toggleLabel}</legend>
      <div className="inline-flex rounded-full border border-line bg-white p-1 shadow-sm">
        {billingPeriods.map((option) => (
          <label
            key={option}
            className="relative flex min-h-11 cursor-pointer items-center gap-2 rounded-full px-3 text-sm xs:px-5 font-semibold text-muted has-checked:bg-ink has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand"
          >
            <input
              type="radio"
              name="billing-period"
              value={option}
              defaultChecked={option === "monthly"}
              className="absolute inset-0 size-full cursor-pointer appearance-none rounded-full opacity-0"
            />
            {pricingCopy.periodLabels[option]}
            {option === "annual" && (
              <span className="rounded-full bg-sun px-2 py-0.5 text-xs font-bold whitespace-nowrap text-ink">
                {pricingCopy.discountBadge}
              </span>
            )}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
