// The fields of a Payment Link that its create and update read (payment-links.ts): its automatic
// tax, what follows a purchase (`after_completion`), the subscription it starts (trial, metadata),
// and its consent collection and custom text (consent.ts: the terms checkbox; `submit`, said
// above Pay). An update changes only what it names; an empty value clears a field.
import type Stripe from "stripe";
import { at, bool, integer, missing, oneOf, onlyParams, text, updatedMetadata, updatedText, url } from "./api-params";
import { consentCollectionJson, messageJson, termsConsent, type TermsConsent } from "./consent";
import type { Params } from "./form";

/** `automatic_tax[enabled]`: the provider computes the tax (the stand-in's tax.ts); no liability set. */
export const automaticTax = (params: Params, current = false): Stripe.PaymentLink.AutomaticTax => ({
  enabled: bool(params, "automatic_tax[enabled]") ?? current,
  liability: null,
});

export function afterCompletion(params: Params, current?: Stripe.PaymentLink.AfterCompletion) {
  if (at(params, "after_completion") === undefined) {
    return current ?? { type: "hosted_confirmation", hosted_confirmation: { custom_message: null } };
  }
  onlyParams(params, ["type", "redirect", "hosted_confirmation"], "after_completion");
  const type = oneOf(params, "after_completion[type]", ["redirect", "hosted_confirmation"] as const);
  if (type === "redirect") {
    onlyParams(params, ["url"], "after_completion[redirect]");
    return { type, redirect: { url: url(params, "after_completion[redirect][url]", true)! } };
  }
  if (!type) throw missing("after_completion[type]");
  const message = text(params, "after_completion[hosted_confirmation][custom_message]", { max: 500 });
  return { type, hosted_confirmation: { custom_message: message ?? null } };
}

/** The subscription a purchase starts: its trial (`trial_period_days=` clears it) and metadata. */
export function subscriptionData(params: Params, current?: Stripe.PaymentLink.SubscriptionData | null) {
  onlyParams(params, ["trial_period_days", "metadata", "description"], "subscription_data");
  const days = "subscription_data[trial_period_days]";
  return {
    description: updatedText(params, "subscription_data[description]", current?.description ?? null, 500),
    invoice_settings: current?.invoice_settings ?? {
      account_tax_ids: null,
      custom_fields: null,
      description: null,
      footer: null,
      issuer: { type: "self" as const },
    },
    metadata: updatedMetadata(current?.metadata ?? {}, params, "subscription_data[metadata]"),
    trial_period_days:
      at(params, days) === "" ? null : (integer(params, days, 1, 730) ?? current?.trial_period_days ?? null),
    trial_settings: current?.trial_settings ?? null,
  };
}

/** `consent_collection` and `custom_text`, over the link's `current` ones on an update. */
export function consentAndText(params: Params, current?: Stripe.PaymentLink) {
  onlyParams(params, ["submit", "terms_of_service_acceptance"], "custom_text");
  onlyParams(params, ["message"], "custom_text[submit]");
  const consent = termsConsent(params, {
    termsOfService: (current?.consent_collection?.terms_of_service ?? null) as TermsConsent["termsOfService"],
    termsMessage: current?.custom_text.terms_of_service_acceptance?.message ?? null,
  });
  const submit =
    at(params, "custom_text[submit]") === "" ? null : text(params, "custom_text[submit][message]", { max: 1200 });
  const submitMessage = submit === null ? null : (submit ?? current?.custom_text.submit?.message ?? null);
  return {
    consent_collection: consentCollectionJson(consent.termsOfService),
    custom_text: {
      after_submit: null,
      shipping_address: null,
      submit: messageJson(submitMessage),
      terms_of_service_acceptance: messageJson(consent.termsMessage),
    },
  };
}
