// HTML of the local checkout stand-in: the hosted checkout page and its messages.
import escapeHtml from "escape-html";
import { standInPages, type StandInLook } from "../html";
import type { OfferSummary } from "../../app/catalogue/offers";
import type { DiscountSummary } from "./checkout-summary";

export interface CheckoutPage {
  /** The checkout session this page shows. */
  sessionId: string;
  summary: OfferSummary;
  clientReferenceId: string;
  email: string;
  /** Automatic tax: the billing address it is computed from. */
  asksAddress: boolean;
  /** Said above the form after a payment failed (a declined card); the page stays to try again. */
  error?: string;
  /** The discount the session redeems, when it has one. */
  discount?: DiscountSummary;
  /** The code field (the session allows codes and has none applied): what is typed, and why it was not applied. */
  codeField?: { value: string; error?: string };
  /** `custom_text.submit.message`, above the pay button. */
  submitMessage?: string;
  /** Consent collection: the required terms checkbox, its label's HTML (consent.ts) and whether it is ticked. */
  terms?: { label: string; checked: boolean };
  typed?: Typed;
}

function codeFieldHtml({ value, error }: { value: string; error?: string }, action: string): string {
  const message = error ? `<p role="alert" class="error" id="code-error">${escapeHtml(error)}</p>` : "";
  return `<p><label>Promotion code <input name="promotion_code" autocomplete="off" maxlength="40" value="${escapeHtml(value)}"${error ? ' aria-invalid="true" aria-describedby="code-error"' : ""}></label>
      <button type="submit" formaction="${action}" formnovalidate class="secondary">Apply</button></p>
      ${message}`;
}

const discountHtml = (discount: DiscountSummary) => `<p class="discount">${escapeHtml(discount.label)}</p>
    <dl>
      <dt>Due today</dt><dd>${escapeHtml(discount.dueToday)}</dd>
      <dt>Then</dt><dd>${escapeHtml(discount.then)}</dd>
    </dl>`;

/** What the buyer typed, kept when the page comes back (a code applied or refused). */
export type Typed = Partial<Record<"email" | "country" | "state" | "postal_code" | "terms_of_service", string>>;

const typedValue = (typed: Typed, name: keyof Typed) => (typed[name] ? ` value="${escapeHtml(typed[name])}"` : "");

const addressFields = (typed: Typed) => `<fieldset><legend>Billing address (for tax)</legend>
      <p><label>Country <input name="country" autocomplete="country" maxlength="2" placeholder="DE, US, JP…"${typedValue(typed, "country")}></label></p>
      <p><label>State (US) <input name="state" autocomplete="address-level1" maxlength="2"${typedValue(typed, "state")}></label></p>
      <p><label>ZIP or postal code <input name="postal_code" autocomplete="postal-code" maxlength="12"${typedValue(typed, "postal_code")}></label></p>
    </fieldset>`;

export function checkoutPage({
  sessionId,
  summary,
  clientReferenceId,
  email,
  asksAddress,
  error,
  discount,
  codeField,
  submitMessage,
  terms,
  typed = {},
}: CheckoutPage): string {
  const action = (step: string) => `/checkout/sessions/${escapeHtml(sessionId)}/${step}`;
  return checkoutDocument(
    `Pay for ${summary.product}`,
    `<p class="eyebrow">Test checkout</p>
    <h1>${escapeHtml(summary.product)}</h1>
    <p class="price">${escapeHtml(summary.price)}</p>
    <p>${escapeHtml(summary.billing)}</p>
    ${discount ? discountHtml(discount) : ""}
    ${error ? `<p role="alert" class="error">${escapeHtml(error)}</p>` : ""}
    <dl>
      ${email ? `<dt>Email</dt><dd>${escapeHtml(email)}</dd>` : ""}
      <dt>Reference</dt><dd>${clientReferenceId ? escapeHtml(clientReferenceId) : "—"}</dd>
    </dl>
    <form method="post" action="${action("pay")}">
      ${email ? "" : `<p><label>Email <input type="email" name="email" autocomplete="email" maxlength="320"${typedValue(typed, "email")}></label></p>`}
      ${asksAddress ? addressFields(typed) : ""}
      ${codeField ? codeFieldHtml(codeField, action("code")) : ""}
      ${terms ? `<p class="terms"><label><input type="checkbox" name="terms_of_service" value="accepted" required${terms.checked ? " checked" : ""}> ${terms.label}</label></p>` : ""}
      ${submitMessage ? `<p class="submit-message">${escapeHtml(submitMessage)}</p>` : ""}
      <button type="submit">Pay ${escapeHtml(summary.price)}</button>
      <button type="submit" name="card" value="declines_later" class="secondary">Pay with a card that declines later (4000 0000 0000 0341)</button>
    </form>
    <form method="post" action="${action("decline")}"><button type="submit" class="secondary">Pay with a declined card (4000 0000 0000 0002)</button></form>
    <form method="post" action="${action("cancel")}"><button type="submit" class="link">Cancel and go back</button></form>`,
  );
}

export function notFoundPage(slug: string): string {
  return checkoutDocument(
    "No such payment link",
    `<h1>No such payment link</h1><p>No payment link is at ${escapeHtml(slug)}.</p>`,
  );
}

/** A checkout that can no longer be paid: already paid, or expired. */
export function closedPage(title: string, message: string): string {
  return checkoutDocument(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`);
}

/** The provider's look, shared with the customer portal (portal-pages.ts). */
export const checkoutLook: StandInLook = {
  service: "Local checkout",
  footer: "Local stand-in for hosted checkout. No money moves.",
  colors: { background: "#f6f8fb", ink: "#0a2540", accent: "#4b3fd1", muted: "#425466" },
  cardWidth: "26rem",
  buttonRadius: "0.5rem",
  css: `
  .eyebrow { text-transform: uppercase; letter-spacing: 0.08em; font-size: 0.75rem; color: #425466; margin: 0; }
  h1 { font-size: 1.3rem; margin: 0.25rem 0; }
  h2 { font-size: 1.1rem; margin: 1.5rem 0 0.25rem; }
  .price { font-size: 2rem; font-weight: 700; margin: 0.5rem 0 0; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 1rem; margin: 1.5rem 0; }
  dt { color: #425466; } dd { margin: 0; overflow-wrap: anywhere; }
  form { margin: 0.5rem 0; }
  .discount { font-weight: 700; color: #0a7c42; margin: 0.5rem 0 0; }
  .submit-message { color: #425466; font-size: 0.9rem; }
  .error { color: #b42318; background: #fef3f2; border-radius: 0.5rem; padding: 0.5rem 0.75rem; }
  button.secondary, a.button { background: #fff; color: #4b3fd1; border: 2px solid #4b3fd1; }
  button.link { background: none; color: #425466; text-decoration: underline; font-weight: 400; }
  a.button { display: block; box-sizing: border-box; text-align: center; padding: 0.75rem; border-radius: 0.5rem; font-weight: 700; text-decoration: none; margin: 0.5rem 0; }
  section { border-top: 1px solid #e3e8ee; margin-top: 1rem; }
  table { width: 100%; border-collapse: collapse; } td, th { text-align: left; padding: 0.25rem 0; }
`,
};

const checkoutDocument = standInPages(checkoutLook);
