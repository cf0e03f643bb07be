// Consent to the account's terms at the checkout, as the provider's sessions and payment links take
// it: `consent_collection[terms_of_service]` (`required` puts a required checkbox above Pay, and
// paying without it ticked is refused; `none` asks nothing) and
// `custom_text[terms_of_service_acceptance][message]`, the checkbox's text (at most 1,200
// characters), whose markdown links (`[text](https://…)`) the page renders as links and the rest
// escaped. Without a message the page says the provider's default sentence, linking the account's
// terms (the stand-in's account: the default portal configuration's `terms_of_service_url`).
import escapeHtml from "escape-html";
import type Stripe from "stripe";
import { at, oneOf, onlyParams, text } from "./api-params";
import type { Params } from "./form";

export interface TermsConsent {
  termsOfService: "required" | "none" | null;
  termsMessage: string | null;
}

const ACCEPTANCE = "custom_text[terms_of_service_acceptance]";

/** The consent parameters, over `current` (a payment link's update); an empty value clears one. */
export function termsConsent(
  params: Params,
  current: TermsConsent = { termsOfService: null, termsMessage: null },
): TermsConsent {
  onlyParams(params, ["terms_of_service"], "consent_collection");
  onlyParams(params, ["message"], ACCEPTANCE);
  const asked = oneOf(params, "consent_collection[terms_of_service]", ["required", "none"] as const);
  const message = text(params, `${ACCEPTANCE}[message]`, { max: 1200 });
  return {
    termsOfService: at(params, "consent_collection") === "" ? null : (asked ?? current.termsOfService),
    termsMessage: at(params, ACCEPTANCE) === "" ? null : (message ?? current.termsMessage),
  };
}

/** `consent_collection` in the provider's JSON: null when nothing was asked. */
export const consentCollectionJson = (
  termsOfService: TermsConsent["termsOfService"],
): Stripe.Checkout.Session.ConsentCollection | null =>
  termsOfService && { payment_method_reuse_agreement: null, promotions: "none", terms_of_service: termsOfService };

export const messageJson = (message: string | null) => (message === null ? null : { message });

const MARKDOWN_LINK = /\[([^\]\n]+)\]\((https?:\/\/[^\s()]+)\)/g;

const link = (label: string, href: string) =>
  `<a href="${escapeHtml(href)}" target="_blank" rel="noopener">${escapeHtml(label)}</a>`;

/** The checkbox's text as HTML: the message with its links, or the default sentence. */
export function termsLabelHtml(message: string | null, termsUrl: string | null): string {
  if (message === null) {
    return `I agree to the ${termsUrl ? link("Terms of Service", termsUrl) : "Terms of Service"}`;
  }
  let html = "";
  let from = 0;
  for (const match of message.matchAll(MARKDOWN_LINK)) {
    html += escapeHtml(message.slice(from, match.index)) + link(match[1]!, match[2]!);
    from = match.index + match[0].length;
  }
  return html + escapeHtml(message.slice(from));
}
