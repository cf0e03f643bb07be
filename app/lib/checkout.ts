// Hosted checkout (spec §7): one payment link per plan × period and two for the paywall, each
// opened as a full-page redirect carrying the visitor's id for attribution.
import { config } from "~/config";
import type { BillingPeriod, PlanId } from "~/content/plans";
import type { PaywallPeriod } from "~/content/paywall";
import { ensureUserId } from "./visitor";

export type CheckoutChoice =
  { kind: "plan"; plan: PlanId; period: BillingPeriod } | { kind: "paywall"; period: PaywallPeriod };

export function checkoutLink(choice: CheckoutChoice): string {
  const links = config.checkout;
  if (choice.kind === "paywall") {
    return choice.period === "monthly" ? links.paywallMonthly : links.paywallYearly;
  }
  const byPlan = {
    pro: { monthly: links.proMonthly, annual: links.proAnnual },
    max: { monthly: links.maxMonthly, annual: links.maxAnnual },
  } satisfies Record<PlanId, Record<BillingPeriod, string>>;
  return byPlan[choice.plan][choice.period];
}

export interface Attribution {
  userId: string;
  email?: string;
}

/** The payment link with Stripe's attribution parameters added. */
export function checkoutUrl(choice: CheckoutChoice, attribution: Attribution): string {
  const url = new URL(checkoutLink(choice));
  url.searchParams.set("client_reference_id", attribution.userId);
  if (attribution.email) url.searchParams.set("prefilled_email", attribution.email);
  return url.toString();
}

/** Leaves the site for the hosted checkout. */
export function goToCheckout(choice: CheckoutChoice, email?: string): void {
  window.location.assign(checkoutUrl(choice, { userId: ensureUserId(), email }));
}
