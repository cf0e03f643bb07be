// The site's custom events (docs/product.md, Analytics events), named once.
import type { AnalyticsEvent } from "./analytics";
import type { Variant } from "./variant";

export type SignUpSource = "header" | "hero" | "sign-up-cta" | "try-for-free" | "pricing" | "glow";

export const analyticsEvents = {
  clickedSignUp: (source: SignUpSource): AnalyticsEvent => ({
    category: "Sign Up",
    action: "Clicked Sign Up",
    label: source,
    value: 1,
  }),
  clickedUnlock: (period: "monthly" | "yearly", tickerId: string, price: number): AnalyticsEvent => ({
    category: "Paywall",
    action: "Clicked Unlock",
    label: `${period === "monthly" ? "Monthly" : "Annual"} ${tickerId}`,
    value: price,
  }),
  paidForGlowUp: (variant: Variant | null): AnalyticsEvent => ({
    category: "Conversion",
    action: "Paid for Glow Up",
    label: variant ?? "unknown",
    value: 1,
  }),
};
