// The provider's Payment Links in the payment stand-in (`/v1/payment_links`): each sells one
// recurring Price, and its `url` opens the hosted checkout (checkout.ts), which takes the link's
// trial (`subscription_data[trial_period_days]`) and goes on to its `after_completion` redirect.
// Made, read, changed (`active`, `after_completion`, `metadata`, the line's quantity,
// `subscription_data`, …) and listed; `GET …/:id/line_items` is the SDK's `listLineItems`.
import type Stripe from "stripe";
import { at, bool, integer, invalid, metadata, missing, noSuch, onlyParams, text } from "./api-params";
import { updatedMetadata, updatedText } from "./api-params";
import { afterCompletion, automaticTax, consentAndText, subscriptionData } from "./payment-link-fields";
import { newestFirst, newSlug, type Catalogue, type StoredPaymentLink, type Wire } from "./catalogue";
import type { Params } from "./form";
import { listPage, PAGE_PARAMS } from "./list-page";
import { priceJson } from "./json/price";
import { newId } from "./store";

const FIELDS = [
  "after_completion",
  "allow_promotion_codes",
  "automatic_tax",
  "consent_collection",
  "custom_text",
  "inactive_message",
  "metadata",
];

/** The one line a link sells: an active recurring Price, a quantity of 1. */
function lineItem(catalogue: Catalogue, params: Params) {
  const items = at(params, "line_items");
  if (!Array.isArray(items) || items.length === 0) throw missing("line_items");
  if (items.length > 1) throw invalid("line_items", "The stand-in's links sell one Price each.");
  onlyParams(params, ["price", "quantity"], "line_items[0]");
  const id = text(params, "line_items[0][price]", { required: true })!;
  const price = catalogue.prices.get(id);
  if (!price) throw noSuch("price", id, "line_items[0][price]");
  if (!price.active) throw invalid("line_items[0][price]", `The price \`${id}\` is not active.`);
  if (price.type !== "recurring") throw invalid("line_items[0][price]", "The stand-in's links sell recurring Prices.");
  const quantity = integer(params, "line_items[0][quantity]", 1, 999);
  if (quantity === undefined) throw missing("line_items[0][quantity]");
  if (quantity !== 1) throw invalid("line_items[0][quantity]", "The stand-in sells a quantity of 1.");
  return { id: newId("li"), price: price.id, quantity };
}

export function createPaymentLink(
  catalogue: Catalogue,
  params: Params,
  origin: string,
  fixed: { id?: string; slug?: string } = {},
): Stripe.PaymentLink {
  onlyParams(params, ["line_items", "subscription_data", ...FIELDS]);
  const item = lineItem(catalogue, params);
  const link: Stripe.PaymentLink = {
    id: fixed.id ?? newId("plink"),
    object: "payment_link",
    active: true,
    after_completion: afterCompletion(params),
    allow_promotion_codes: bool(params, "allow_promotion_codes") ?? false,
    application: null,
    application_fee_amount: null,
    application_fee_percent: null,
    automatic_tax: automaticTax(params),
    billing_address_collection: "auto",
    currency: catalogue.prices.get(item.price)!.currency,
    custom_fields: [],
    ...consentAndText(params),
    customer_creation: "if_required",
    inactive_message: text(params, "inactive_message", { max: 500 }) ?? null,
    invoice_creation: null,
    livemode: false,
    managed_payments: null,
    metadata: metadata(params, "metadata"),
    on_behalf_of: null,
    payment_intent_data: null,
    payment_method_collection: "always",
    payment_method_options: null,
    payment_method_types: null,
    phone_number_collection: { enabled: false },
    restrictions: null,
    shipping_address_collection: null,
    shipping_options: [],
    submit_type: "auto",
    subscription_data: subscriptionData(params),
    tax_id_collection: { enabled: false, required: "never" },
    transfer_data: null,
    url: `${origin}/checkout/${fixed.slug ?? newSlug()}`,
  };
  catalogue.paymentLinks.set(link.id, { link, item });
  return link;
}

export function updatePaymentLink(stored: StoredPaymentLink, params: Params): Stripe.PaymentLink {
  onlyParams(params, ["active", "line_items", "subscription_data", ...FIELDS]);
  const { link, item } = stored;
  if (at(params, "line_items") !== undefined) {
    onlyParams(params, ["id", "quantity"], "line_items[0]");
    const id = text(params, "line_items[0][id]", { required: true })!;
    if (id !== item.id) throw noSuch("line item", id, "line_items[0][id]");
    const quantity = integer(params, "line_items[0][quantity]", 1, 999) ?? 1;
    if (quantity !== 1) throw invalid("line_items[0][quantity]", "The stand-in sells a quantity of 1.");
  }
  return Object.assign(link, {
    active: bool(params, "active") ?? link.active,
    after_completion: afterCompletion(params, link.after_completion),
    allow_promotion_codes: bool(params, "allow_promotion_codes") ?? link.allow_promotion_codes,
    automatic_tax: automaticTax(params, link.automatic_tax.enabled),
    ...consentAndText(params, link),
    inactive_message: updatedText(params, "inactive_message", link.inactive_message, 500),
    metadata: updatedMetadata(link.metadata, params),
    subscription_data: subscriptionData(params, link.subscription_data),
  });
}

export function listPaymentLinks(catalogue: Catalogue, params: Params) {
  onlyParams(params, ["active", ...PAGE_PARAMS]);
  const active = bool(params, "active");
  const matching = newestFirst(catalogue.paymentLinks).filter(
    (stored) => active === undefined || stored.link.active === active,
  );
  return listPage(
    "/v1/payment_links",
    matching.map((stored) => paymentLinkJson(catalogue, stored, [])),
    params,
    "payment link",
  );
}

/** The link's line as the provider lists it, its Price in full. */
function lineItemJson(catalogue: Catalogue, { item }: StoredPaymentLink): Wire<Stripe.LineItem> {
  const price = catalogue.prices.get(item.price)!;
  const amount = price.unit_amount! * item.quantity;
  return {
    id: item.id,
    object: "item",
    adjustable_quantity: null,
    amount_discount: 0,
    amount_subtotal: amount,
    amount_tax: 0,
    amount_total: amount,
    currency: price.currency,
    description: catalogue.products.get(price.product as string)?.name ?? null,
    metadata: {},
    price: priceJson(price, false),
    quantity: item.quantity,
  };
}

export function lineItemsOf(catalogue: Catalogue, stored: StoredPaymentLink, params: Params) {
  onlyParams(params, PAGE_PARAMS);
  return listPage(
    `/v1/payment_links/${stored.link.id}/line_items`,
    [lineItemJson(catalogue, stored)],
    params,
    "line item",
  );
}

/** The link as the API shows it: its line items only when asked for (`expand[]=line_items`). */
export function paymentLinkJson(catalogue: Catalogue, stored: StoredPaymentLink, expand: string[]) {
  if (!expand.some((path) => path === "line_items" || path.startsWith("line_items."))) return { ...stored.link };
  const lines = { object: "list" as const, data: [lineItemJson(catalogue, stored)], has_more: false };
  return { ...stored.link, line_items: { ...lines, url: `/v1/payment_links/${stored.link.id}/line_items` } };
}

/** The link whose hosted page is `/checkout/<slug>`. */
export const paymentLinkAt = (catalogue: Catalogue, slug: string) =>
  [...catalogue.paymentLinks.values()].find((stored) => new URL(stored.link.url).pathname === `/checkout/${slug}`);
