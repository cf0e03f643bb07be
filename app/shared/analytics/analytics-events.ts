// The site's custom events (docs/product.md, Analytics events), named once. Config-free, so the
// boot script shares it.
import type { Variant } from "~/shared/visitor/variant";

export interface AnalyticsEvent {
  category: string;
  action: string;
  label?: string;
  value: number;
  /** The currency of a value that is money (ISO 4217), so reports can convert it. */
  currency?: string;
}

const isText = (value: unknown) => typeof value === "string" && !!value.trim();

/** Why an event is invalid (category, action and a numeric value are required), or null. */
export function eventProblem(event: Partial<AnalyticsEvent>): string | null {
  if (!isText(event.category)) return "a category";
  if (!isText(event.action)) return "an action";
  return Number.isFinite(event.value) ? null : "a numeric value";
}

/** Whether an event has what tracking requires (eventProblem says what is missing); the boot script's short check. */
export const isTrackable = (event: Partial<AnalyticsEvent>) =>
  isText(event.category) && isText(event.action) && Number.isFinite(event.value);

/** The gtag parameters of an event: ('event', action, params). */
export function eventParamsOf(event: AnalyticsEvent) {
  return {
    event_category: event.category,
    event_label: event.label,
    value: event.value,
    ...(event.currency && { currency: event.currency }),
  };
}

/** Where a sign-up press came from (the 'Clicked Sign Up' label). */
export const signUpSources = ["header", "hero", "sign-up-cta", "try-for-free", "pricing", "glow", "paywall"] as const;
export type SignUpSource = (typeof signUpSources)[number];

export function isSignUpSource(value: unknown): value is SignUpSource {
  return signUpSources.includes(value as SignUpSource);
}

export const analyticsEvents = {
  clickedSignUp: (source: SignUpSource): AnalyticsEvent => ({
    category: "Sign Up",
    action: "Clicked Sign Up",
    label: source,
    value: 1,
  }),
  clickedUnlock: (period: "monthly" | "yearly", tickerId: string, price: number, currency: string): AnalyticsEvent => ({
    category: "Paywall",
    action: "Clicked Unlock",
    label: `${period === "monthly" ? "Monthly" : "Annual"} ${tickerId}`,
    value: price,
    currency,
  }),
  paidForGlowUp: (variant: Variant | null): AnalyticsEvent => ({
    category: "Conversion",
    action: "Paid for Glow Up",
    label: variant ?? "unknown",
    value: 1,
  }),
};
