// HTML of the local checkout stand-in.
import { escapeHtml, standInPage } from "../html";
import type { OfferSummary } from "../../app/content/offers";

export interface CheckoutPage {
  offer: string;
  summary: OfferSummary;
  clientReferenceId: string;
  email: string;
  /** The link's query string, kept for the forms so nothing is lost. */
  query: string;
}

export function checkoutPage({ offer, summary, clientReferenceId, email, query }: CheckoutPage): string {
  const action = (step: string) => `/checkout/${offer}/${step}${query ? `?${escapeHtml(query)}` : ""}`;
  return document(
    `Pay for ${summary.product}`,
    `<p class="eyebrow">Test checkout</p>
    <h1>${escapeHtml(summary.product)}</h1>
    <p class="price">${escapeHtml(summary.price)}</p>
    <p>${escapeHtml(summary.billing)}</p>
    <dl>
      <dt>Email</dt><dd>${email ? escapeHtml(email) : "—"}</dd>
      <dt>Reference</dt><dd>${clientReferenceId ? escapeHtml(clientReferenceId) : "—"}</dd>
    </dl>
    <form method="post" action="${action("pay")}"><button type="submit">Pay ${escapeHtml(summary.price)}</button></form>
    <form method="post" action="${action("decline")}"><button type="submit" class="secondary">Pay with a declined card</button></form>
    <form method="post" action="${action("decline")}"><button type="submit" class="link">Cancel and go back</button></form>`,
  );
}

export function notFoundPage(offer: string): string {
  return document("No such payment link", `<h1>No such payment link</h1><p>${escapeHtml(offer)} is not an offer.</p>`);
}

function document(title: string, body: string): string {
  return standInPage({
    title,
    service: "Local checkout",
    css: CSS,
    body,
    footer: "Local stand-in for hosted checkout. No money moves.",
  });
}

const CSS = `
  body { font: 16px/1.5 system-ui, sans-serif; background: #f6f8fb; color: #0a2540; margin: 0; display: grid; min-height: 100vh; place-items: center; }
  main { background: #fff; padding: 2rem; border-radius: 1rem; width: min(26rem, calc(100vw - 2rem)); box-sizing: border-box; box-shadow: 0 10px 30px rgb(10 37 64 / 0.1); }
  .eyebrow { text-transform: uppercase; letter-spacing: 0.08em; font-size: 0.75rem; color: #425466; margin: 0; }
  h1 { font-size: 1.3rem; margin: 0.25rem 0; }
  .price { font-size: 2rem; font-weight: 700; margin: 0.5rem 0 0; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 1rem; margin: 1.5rem 0; }
  dt { color: #425466; } dd { margin: 0; overflow-wrap: anywhere; }
  form { margin: 0.5rem 0; }
  button { width: 100%; padding: 0.75rem; border: 0; border-radius: 0.5rem; background: #4b3fd1; color: #fff; font: inherit; font-weight: 700; cursor: pointer; }
  button.secondary { background: #fff; color: #4b3fd1; border: 2px solid #4b3fd1; }
  button.link { background: none; color: #425466; text-decoration: underline; font-weight: 400; }
  :focus-visible { outline: 3px solid #4b3fd1; outline-offset: 2px; }
  footer { margin-top: 1.5rem; font-size: 0.8rem; color: #425466; }
`;
