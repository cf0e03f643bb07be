// A checkout session opened from a Payment Link, as the provider's links open one: the link's Price
// in the currency of the language the visitor's link carries (when the Price sells in it), the
// link's trial, subscription metadata, consent collection and custom text, its `after_completion` redirect as the success URL, and
// the `client_reference_id`, `prefilled_email` and (when the link allows codes) `prefilled_promo_code`
// of the link's query.
import { defaultLocale, localeInfo, preferredLocale, type Currency } from "../../app/contracts/locales";
import { unitAmount, type StoredPaymentLink } from "./catalogue";
import { sellable } from "./session-requests";
import { newId, realNow, type CheckoutSession, type PaymentStore } from "./store";

/** The currency of the language a payment link asks for ('de' → EUR); US dollars otherwise. */
function currencyOf(tag: string | null): Currency {
  return localeInfo[(tag && preferredLocale([tag])) || defaultLocale].currency;
}

const text = (value: unknown) => (typeof value === "string" && value ? value : null);

/** Throws the provider's error (an ApiError) when the link's Price can no longer be sold. */
export function openLinkSession(
  store: PaymentStore,
  { link, item }: StoredPaymentLink,
  query: Record<string, unknown>,
): CheckoutSession {
  const { price, offer } = sellable(store, item.price);
  // The provider charges the visitor's currency (the Price's currency options), by where they
  // are; the stand-in takes the page's language the link carries for it.
  const locale = text(query.locale);
  const wanted = currencyOf(locale);
  const currency = unitAmount(price, wanted) === undefined ? (price.currency.toUpperCase() as Currency) : wanted;
  const after = link.after_completion;
  const session: CheckoutSession = {
    id: newId("cs"),
    created: realNow(),
    expiresAt: realNow() + 24 * 60 * 60,
    status: "open",
    priceId: price.id,
    offer,
    currency,
    paymentLinkId: link.id,
    customerId: null,
    customerEmail: text(query.prefilled_email),
    clientReferenceId: text(query.client_reference_id),
    metadata: {},
    subscriptionMetadata: { ...link.subscription_data?.metadata },
    trialDays: link.subscription_data?.trial_period_days ?? null,
    automaticTax: link.automatic_tax.enabled,
    // A link's buyer becomes a new customer, with the address they give.
    savesAddress: true,
    tax: null,
    locale,
    successUrl: after.type === "redirect" ? after.redirect!.url : null,
    cancelUrl: null,
    subscriptionId: null,
    allowPromotionCodes: link.allow_promotion_codes,
    discount: null,
    prefilledCode: link.allow_promotion_codes ? text(query.prefilled_promo_code) : null,
    submitMessage: link.custom_text.submit?.message ?? null,
    termsOfService: (link.consent_collection?.terms_of_service as CheckoutSession["termsOfService"]) ?? null,
    termsMessage: link.custom_text.terms_of_service_acceptance?.message ?? null,
    termsAccepted: false,
  };
  store.sessions.set(session.id, session);
  return session;
}
