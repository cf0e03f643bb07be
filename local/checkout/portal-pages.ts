// HTML of the customer portal stand-in: the home page (subscriptions, card, invoices: each part only
// when the portal configuration's features offer it) and the pages of each flow (cancel, choose a
// plan, confirm a plan, change the card). Amounts are the Prices'; names are the offers'.
import escapeHtml from "escape-html";
import { currencyDigits } from "../../app/contracts/checkout-api";
import { formatMoney } from "../../app/catalogue/money";
import { describeOffer, type OfferId } from "../../app/catalogue/offers";
import { standInPages } from "../html";
import { offerOfPrice, unitAmount, type PortalConfiguration, type StoredPrice } from "./catalogue";
import { checkoutLook } from "./pages";
import type { Card, Customer, Invoice, Subscription } from "./store";
import { totalWithTax } from "./tax";

export const portalDocument = standInPages({
  ...checkoutLook,
  service: "Local customer portal",
  footer: "Local stand-in for the hosted customer portal. No money moves.",
});

const e = (value: string) => escapeHtml(value);
const date = (seconds: number) =>
  new Date(seconds * 1000).toLocaleDateString("en-US", { dateStyle: "long", timeZone: "UTC" });
const money = (minor: number, currency: Invoice["currency"]) =>
  formatMoney(minor / 10 ** currencyDigits(currency), currency, "en-US");
const cardName = (card: Card | null) =>
  card === "good" ? "Visa ending in 4242" : card ? "Visa ending in 0341 (charges decline)" : "None";

export interface PortalView {
  /** `/portal/sessions/:id`: the forms and links below it. */
  base: string;
  productName: string;
  returnUrl: string | null;
  config: PortalConfiguration;
  price: (id: string) => StoredPrice;
  /** Whether the configuration lets the subscription switch to another Price. */
  canSwitch: (sub: Subscription) => boolean;
}

const product = (view: PortalView, offer: OfferId, currency: Subscription["currency"]) =>
  describeOffer(offer, view.productName, currency).product;
const pricePerPeriod = (price: StoredPrice, currency: Subscription["currency"]) =>
  `${money(unitAmount(price, currency) ?? 0, currency)} per ${price.recurring?.interval ?? "period"}`;

const STATUS = { trialing: "Trial", active: "Active", past_due: "Past due", canceled: "Canceled" };

function when(sub: Subscription): string {
  if (sub.cancelAtPeriodEnd) return `Ends on ${date(sub.periodEnd)}`;
  if (sub.status === "trialing") return `Trial ends on ${date(sub.trialEnd!)}`;
  return `Renews on ${date(sub.periodEnd)}`;
}

function page(view: PortalView, title: string, body: string, back?: { href: string; label: string }): string {
  const { privacy_policy_url: privacy, terms_of_service_url: terms } = view.config.business_profile;
  const links = [
    back && `<p><a href="${e(back.href)}">${e(back.label)}</a></p>`,
    view.returnUrl && `<p><a href="${e(view.returnUrl)}">Return to ${e(view.productName)}</a></p>`,
    terms && `<p><a href="${e(terms)}">Terms</a></p>`,
    privacy && `<p><a href="${e(privacy)}">Privacy</a></p>`,
  ];
  return portalDocument(title, `<p class="eyebrow">Customer portal</p>${body}${links.filter(Boolean).join("")}`);
}

export function portalHome(
  view: PortalView,
  { customer, subscriptions, invoices }: { customer: Customer; subscriptions: Subscription[]; invoices: Invoice[] },
): string {
  const { features, business_profile: profile } = view.config;
  const live = subscriptions.filter((sub) => sub.status !== "canceled");
  const subscriptionList = live.map(
    (sub) => `<section>
      <h2>${e(product(view, sub.offer, sub.currency))}</h2>
      <p>${e(pricePerPeriod(view.price(sub.priceId), sub.currency))} · ${STATUS[sub.status]}</p>
      <p>${e(when(sub))}</p>
      ${
        sub.cancelAtPeriodEnd
          ? `<form method="post" action="${view.base}/resume/${e(sub.id)}"><button type="submit">Resume subscription</button></form>`
          : features.subscription_cancel.enabled
            ? `<a class="button" href="${view.base}/cancel/${e(sub.id)}">Cancel subscription</a>`
            : ""
      }
      ${view.canSwitch(sub) ? `<a class="button" href="${view.base}/update/${e(sub.id)}">Update subscription</a>` : ""}
    </section>`,
  );
  const invoiceRows = invoices.map(
    (invoice) =>
      `<tr><td>${date(invoice.created)}</td><td>${e(money(totalWithTax(invoice.amount, invoice.tax), invoice.currency))}</td><td>${invoice.status === "paid" ? "Paid" : "Failed"}</td></tr>`,
  );
  return page(
    view,
    "Your subscriptions",
    `<h1>${e(view.productName)}</h1>
    ${profile.headline ? `<p>${e(profile.headline)}</p>` : ""}
    <p>${e(customer.email ?? customer.id)}</p>
    ${subscriptionList.join("") || "<p>No current subscriptions.</p>"}
    ${
      features.payment_method_update.enabled
        ? `<section><h2>Payment method</h2><p>${cardName(customer.card)}</p>
    <a class="button" href="${view.base}/payment-method">Update payment method</a></section>`
        : ""
    }
    ${
      features.invoice_history.enabled
        ? `<section><h2>Invoice history</h2>${
            invoiceRows.length
              ? `<table><thead><tr><th>Date</th><th>Amount</th><th>Status</th></tr></thead><tbody>${invoiceRows.join("")}</tbody></table>`
              : "<p>No invoices yet.</p>"
          }</section>`
        : ""
    }`,
  );
}

export function cancelPage(view: PortalView, sub: Subscription, back: { href: string; label: string }): string {
  const ending =
    view.config.features.subscription_cancel.mode === "immediately"
      ? "will be canceled now."
      : `will be canceled and end on ${date(sub.periodEnd)}. You can resume it until then.`;
  return page(
    view,
    "Cancel your subscription",
    `<h1>Cancel your subscription</h1>
    <p>${e(product(view, sub.offer, sub.currency))} ${ending}</p>
    <form method="post" action="${view.base}/cancel/${e(sub.id)}"><button type="submit">Cancel subscription</button></form>`,
    back,
  );
}

export function choosePlanPage(
  view: PortalView,
  sub: Subscription,
  options: { price: StoredPrice; href: string }[],
  back: { href: string; label: string },
): string {
  const name = (price: StoredPrice) => product(view, offerOfPrice(price)!, sub.currency);
  return page(
    view,
    "Update your plan",
    `<h1>Update your plan</h1>
    <p>Now: ${e(product(view, sub.offer, sub.currency))}, ${e(pricePerPeriod(view.price(sub.priceId), sub.currency))}</p>
    ${options
      .map(
        ({ price, href }) =>
          `<a class="button" href="${e(href)}">${e(name(price))} · ${e(pricePerPeriod(price, sub.currency))}</a>`,
      )
      .join("")}`,
    back,
  );
}

export function confirmPlanPage(
  view: PortalView,
  sub: Subscription,
  price: StoredPrice,
  back: { href: string; label: string },
): string {
  const terms =
    sub.status === "trialing"
      ? `Your trial continues until ${date(sub.trialEnd!)}.`
      : price.recurring?.interval === view.price(sub.priceId).recurring?.interval
        ? `The new price applies from ${date(sub.periodEnd)}.`
        : `You pay ${pricePerPeriod(price, sub.currency).replace(" per", " now for a")}.`;
  return page(
    view,
    "Confirm your new plan",
    `<h1>Confirm your new plan</h1>
    <p>${e(product(view, offerOfPrice(price)!, sub.currency))}</p>
    <p class="price">${e(pricePerPeriod(price, sub.currency))}</p>
    <p>Instead of ${e(product(view, sub.offer, sub.currency))}. ${e(terms)}</p>
    <form method="post"><button type="submit">Confirm</button></form>`,
    back,
  );
}

export function paymentMethodPage(view: PortalView, card: Card | null, back: { href: string; label: string }): string {
  const choice = (value: Card, label: string) =>
    `<form method="post"><input type="hidden" name="card" value="${value}"><button type="submit">${label}</button></form>`;
  return page(
    view,
    "Update payment method",
    `<h1>Update payment method</h1>
    <p>Now: ${cardName(card)}</p>
    ${choice("good", "Use a good card (4242 4242 4242 4242)")}
    ${choice("declines_later", "Use a card that declines later (4000 0000 0000 0341)")}`,
    back,
  );
}

export function portalExpiredPage(view: PortalView): string {
  return page(view, "Link expired", "<h1>This portal link has expired</h1><p>Open the portal again from the site.</p>");
}
