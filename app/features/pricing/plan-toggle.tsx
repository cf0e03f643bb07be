import { useEffect } from "react";
import pricingScript from "virtual:pricing-script";
import { billingPeriods } from "~/catalogue/plans";
import type { PricingPage } from "~/features/pricing/pricing-page";
import { BILLING_PERIOD_INPUT, showAddressedPeriod, writeBillingPeriod } from "./billing-period";

/**
 * Monthly/Annually switch: a native radio group, so its state is announced, arrow keys work, and
 * the prices switch with CSS alone (app.css), before and after the app has loaded. The period
 * chosen is kept in the address (billing-period.ts), so Back and the sign-up's return show it:
 * by the inline script after the radios in the prerendered page, and by the app once it runs
 * (also on a page it renders itself, which has no such script).
 */
export function PlanToggle({ copy: pricingCopy }: { copy: PricingPage["copy"] }) {
  useEffect(showAddressedPeriod, []);
  return (
    <>
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
                name={BILLING_PERIOD_INPUT}
                value={option}
                defaultChecked={option === "monthly"}
                onChange={(event) => writeBillingPeriod(event.target.value)}
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
      {/* The prerendered page holds the script; the app's copy of this element is empty (scripts/vite/inline-scripts-plugin.ts). */}
      <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: pricingScript }} />
    </>
  );
}
