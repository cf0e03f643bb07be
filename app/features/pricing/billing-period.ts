// The billing period chosen on /pricing lives in the page's address (`?billing=annual`; monthly,
// the default, has none), not in storage: Back from the hosted login or a checkout, a reload and a
// shared link all show the period the visitor chose. The radios are native
// (features/pricing/plan-toggle.tsx). The prerendered page carries a small inline script right
// after them (features/pricing/pricing-script.ts), so the period is shown from the first paint and
// a change before the app has loaded is kept; the app does the same once it runs (plan-toggle.tsx),
// and writes the period of the plan pressed before signing up in place of the login callback's
// address, whether the visitor signed up or not (billing-period-after-sign-up.ts).
import type { BillingPeriod } from "~/catalogue/plans";

const QUERY = { name: "billing", annual: "annual" } as const;

/** The radios' name (plan-toggle.tsx). */
export const BILLING_PERIOD_INPUT = "billing-period";

/** The period an address names; anything else is the default, monthly. */
export function billingPeriodIn(search: string): BillingPeriod {
  return new URLSearchParams(search).get(QUERY.name) === QUERY.annual ? "annual" : "monthly";
}

/** Whether the address names a period (the visitor's choice, kept in it). */
export const namesBillingPeriod = (search: string) => new URLSearchParams(search).has(QUERY.name);

/** Checks the period the address names, when the page has its radio. */
export function showAddressedPeriod(): void {
  const period = billingPeriodIn(window.location.search);
  const radio = document.querySelector<HTMLInputElement>(`input[name="${BILLING_PERIOD_INPUT}"][value="${period}"]`);
  if (radio) radio.checked = true;
}

/** Writes a period into this history entry's address `from` (its own by default), keeping the entry's state. */
export function writeBillingPeriod(period: string, from = window.location.href): void {
  const url = new URL(from, window.location.href);
  if (period === QUERY.annual) url.searchParams.set(QUERY.name, QUERY.annual);
  else url.searchParams.delete(QUERY.name);
  if (url.href !== window.location.href) window.history.replaceState(window.history.state, "", url);
}

/**
 * The pricing page's inline script, run as the parser passes it, just after the radios: shows
 * the period the address names before the first paint, and again when the page comes back from
 * the back/forward cache; writes each change of the radios into the address.
 */
export function keepBillingPeriod(): void {
  showAddressedPeriod();
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) showAddressedPeriod();
  });
  document.addEventListener("change", ({ target }) => {
    if (target instanceof HTMLInputElement && target.name === BILLING_PERIOD_INPUT) writeBillingPeriod(target.value);
  });
}
