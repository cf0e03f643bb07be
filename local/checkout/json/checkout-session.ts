// A checkout session in the provider's JSON, its line items only when asked for (`expand`): its
// subtotal the Price's first charge, less its discount (the coupon it redeems) in its total.
import { describeOffer } from "../../../app/catalogue/offers";
import { unitAmount } from "../catalogue";
import { amountOff } from "../discounts";
import { addressJson, totalWithTax } from "../tax";
import { consentCollectionJson, messageJson } from "../consent";
import { shaped } from "../provider-shapes";
import type { CheckoutSession, PaymentStore } from "../store";
import { list } from "./list";
import { priceJson } from "./price";

/** Line items only when asked for (`expand`), as the real API does. */
export function checkoutSessionJson(
  store: PaymentStore,
  productName: string,
  s: CheckoutSession,
  origin: string,
  expand: string[] = [],
) {
  const price = store.catalogue.prices.get(s.priceId)!;
  const complete = s.status === "complete";
  const currency = s.currency.toLowerCase();
  const charged = s.trialDays ? 0 : (unitAmount(price, s.currency) ?? 0);
  const first = [...store.invoices.values()].find(
    (invoice) => invoice.subscriptionId === s.subscriptionId && invoice.billingReason === "subscription_create",
  );
  const coupon = s.discount && store.catalogue.coupons.get(s.discount.couponId);
  // Paid: what the first invoice took off (its coupon may be gone since); open: what the coupon would.
  const discount = first ? (first.discount?.amount ?? 0) : coupon ? (amountOff(coupon, charged, s.currency) ?? 0) : 0;
  const tax = s.tax?.amount ?? 0;
  // The subtotal is the Price's amount: an inclusive one holds the tax, an exclusive one's is added.
  const total = totalWithTax(charged - discount, s.tax);
  const customerOf = s.customerId ? store.customers.get(s.customerId) : undefined;
  const email = customerOf?.email ?? s.customerEmail;
  const withCurrencyOptions = expand.some((path) => path.endsWith("currency_options"));
  return shaped("checkout.session", {
    id: s.id,
    object: "checkout.session",
    allow_promotion_codes: s.allowPromotionCodes,
    allowed_payment_method_types: null,
    amount_subtotal: charged,
    amount_total: total,
    automatic_tax: {
      enabled: s.automaticTax,
      liability: s.automaticTax ? { type: "self" } : null,
      provider: s.automaticTax ? "stripe" : null,
      status: s.automaticTax ? (complete ? "complete" : "requires_location_inputs") : null,
    },
    cancel_url: s.cancelUrl,
    client_reference_id: s.clientReferenceId,
    created: s.created,
    consent: s.termsAccepted ? { promotions: null, terms_of_service: "accepted" } : null,
    consent_collection: consentCollectionJson(s.termsOfService),
    currency,
    custom_text: {
      after_submit: null,
      shipping_address: null,
      submit: s.submitMessage === null ? null : { message: s.submitMessage },
      terms_of_service_acceptance: messageJson(s.termsMessage),
    },
    customer: s.customerId,
    customer_creation: s.paymentLinkId ? "always" : null,
    customer_details:
      complete && (email || customerOf)
        ? {
            address: customerOf?.address ? addressJson(customerOf.address) : null,
            email,
            name: customerOf?.name ?? null,
            tax_exempt: "none",
            tax_ids: [],
          }
        : null,
    customer_email: s.customerEmail,
    discounts: s.discount ? [{ coupon: s.discount.couponId, promotion_code: s.discount.promotionCodeId }] : [],
    expires_at: s.expiresAt,
    livemode: false,
    locale: s.locale,
    metadata: s.metadata,
    mode: "subscription",
    payment_link: s.paymentLinkId,
    payment_method_collection: "always",
    payment_method_options: {},
    payment_method_types: ["card"],
    payment_status: !complete ? "unpaid" : s.trialDays ? "no_payment_required" : "paid",
    phone_number_collection: { enabled: false },
    status: s.status,
    subscription: s.subscriptionId,
    success_url: s.successUrl,
    total_details: { amount_discount: discount, amount_shipping: 0, amount_tax: tax },
    ui_mode: "hosted",
    url: s.status === "open" ? `${origin}/checkout/sessions/${s.id}` : null,
    ...(expand.some((path) => path.startsWith("line_items")) && {
      line_items: list(`/v1/checkout/sessions/${s.id}/line_items`, [
        shaped("item", {
          id: `li_local_${s.id.slice(-12)}`,
          object: "item",
          amount_discount: discount,
          amount_subtotal: charged,
          amount_tax: tax,
          amount_total: total,
          currency,
          description: describeOffer(s.offer, productName).product,
          price: priceJson(price, withCurrencyOptions),
          quantity: 1,
        }),
      ]),
    }),
  });
}
