// `GET /v1/invoices`: a customer's invoices (or a subscription's, or the account's), newest first, by
// `status` if asked, a page at a time as the provider lists them (list-page.ts); and the preview of
// a subscription's next one.
import { ApiError, missing, noSuch, onlyParams, text } from "./api-params";
import type { Params } from "./form";
import type { ProviderJson } from "./json/provider-json";
import { listPage, PAGE_PARAMS } from "./list-page";
import type { PaymentStore } from "./store";

/** The statuses an invoice of the stand-in's has, of those the provider lists by. */
const STATUSES = ["draft", "open", "paid", "uncollectible", "void"];

export function invoiceList(store: PaymentStore, json: ProviderJson, params: Params) {
  onlyParams(params, ["customer", "subscription", "status", "expand", ...PAGE_PARAMS]);
  const customer = text(params, "customer");
  const subscription = text(params, "subscription");
  const status = text(params, "status");
  if (status !== undefined && !STATUSES.includes(status)) {
    throw new ApiError(
      400,
      `Invalid status: must be one of ${STATUSES.join(", ")}`,
      "parameter_invalid_string",
      "status",
    );
  }
  const all = customer
    ? store.invoicesOf(customer)
    : [...store.invoices.values()].reverse().sort((a, b) => b.created - a.created);
  const matching = all.filter(
    (invoice) =>
      (!subscription || invoice.subscriptionId === subscription) && (status === undefined || invoice.status === status),
  );
  return listPage("/v1/invoices", matching.map(json.invoice), params, "invoice");
}

/**
 * `POST /v1/invoices/create_preview` with a `subscription`: the invoice its next payment will make
 * (json/upcoming-invoice.ts: the discount that still applies then, the tax where the buyer lives).
 * One that is over or set to end has none, as the provider answers (`invoice_upcoming_none`).
 */
export function invoicePreview(store: PaymentStore, json: ProviderJson, params: Params) {
  onlyParams(params, ["subscription", "expand"]);
  const id = text(params, "subscription");
  if (!id) throw missing("subscription");
  const sub = store.subscriptions.get(id);
  if (!sub) throw noSuch("subscription", id, "subscription");
  if (sub.status === "canceled" || sub.cancelAtPeriodEnd) {
    throw new ApiError(404, `No upcoming invoices for customer: ${sub.customerId}`, "invoice_upcoming_none");
  }
  return { id: `upcoming_${sub.id}`, ...json.upcomingInvoice(sub) };
}
