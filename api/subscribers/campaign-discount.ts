// What a campaign code (the visitor's `?code=`, app/contracts/campaign-code.ts) does to a new
// checkout the API makes: the provider's promotion code of that name applied (`discounts`); or,
// when the provider has no such code or refuses it now (expired, used up, switched off), the
// checkout taking a code typed there, with a note in the buyer's language saying why theirs was not
// applied, in the provider's words. Without a code the checkout takes a typed one too. A code never
// touches the trial: the API gives that once per person (checkout-route.ts).
import Stripe from "stripe";
import type { Locale } from "../../app/contracts/locales.ts";
import { codeNotAppliedNote } from "../../app/mail/checkout-note.ts";

type CheckoutDiscount = Pick<
  Stripe.Checkout.SessionCreateParams,
  "discounts" | "allow_promotion_codes" | "custom_text"
>;

/** A checkout without a code of the visitor's: the buyer may type one. */
const typedCode: CheckoutDiscount = { allow_promotion_codes: true };

/** A checkout that takes a typed code, saying why the visitor's was not applied. */
const codeNotApplied = (
  params: Stripe.Checkout.SessionCreateParams,
  locale: Locale,
  code: string,
  reason: string | null,
): CheckoutDiscount => ({
  allow_promotion_codes: true,
  custom_text: { ...params.custom_text, submit: { message: codeNotAppliedNote(locale, code, reason) } },
});

/** Whether the provider refused a checkout for its discount (and would take the checkout without it). */
const refusedDiscount = (error: unknown): error is Stripe.errors.StripeInvalidRequestError =>
  error instanceof Stripe.errors.StripeInvalidRequestError && (error.param ?? "").startsWith("discounts");

/**
 * The discount for a checkout with the visitor's code: its promotion code (an active one first;
 * a switched-off or expired one is tried too, so the provider says why it is refused).
 */
async function campaignDiscount(
  stripe: Stripe,
  params: Stripe.Checkout.SessionCreateParams,
  code: string,
  locale: Locale,
): Promise<CheckoutDiscount> {
  const { data } = await stripe.promotionCodes.list({ code, limit: 10 });
  const promotion = data.find((candidate) => candidate.active) ?? data[0];
  return promotion ? { discounts: [{ promotion_code: promotion.id }] } : codeNotApplied(params, locale, code, null);
}

/**
 * Makes the checkout with the visitor's code applied; when the provider refuses the code's
 * discount, without it, saying why.
 */
export async function checkoutWithCode(
  stripe: Stripe,
  params: Stripe.Checkout.SessionCreateParams,
  code: string | null,
  locale: Locale,
): Promise<Stripe.Checkout.Session> {
  const create = (discount: CheckoutDiscount) => stripe.checkout.sessions.create({ ...params, ...discount });
  if (!code) return create(typedCode);
  try {
    return await create(await campaignDiscount(stripe, params, code, locale));
  } catch (error) {
    if (!refusedDiscount(error)) throw error;
    return create(codeNotApplied(params, locale, code, error.message));
  }
}

/** What a campaign code took off a paid invoice (already out of `amount_paid`), and the code. */
export function campaignOf(invoice: Stripe.Invoice): { discount: number; code: string | null } {
  const discount = (invoice.total_discount_amounts ?? []).reduce((sum, entry) => sum + entry.amount, 0);
  const promotion = (invoice.discounts ?? [])
    .map((entry) => (typeof entry === "string" ? null : entry.promotion_code))
    .find((code) => code && typeof code !== "string");
  return { discount, code: promotion && typeof promotion !== "string" ? promotion.code : null };
}
