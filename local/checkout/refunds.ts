// Refunds and an invoice's payments in the payment stand-in's API, as the `stripe` SDK calls them:
//   POST /v1/refunds                   payment_intent (or charge), amount (minor units; by default
//                                      what is left), reason, metadata; then `refund.created` and
//                                      `charge.refunded`, after the answer
//   GET  /v1/refunds/:id, GET /v1/refunds?payment_intent=…|charge=…
//   GET  /v1/charges/:id               (`expand[]=refunds`), GET /v1/charges?payment_intent=…|customer=…
//   GET  /v1/invoice_payments?invoice=…, GET /v1/invoice_payments/:id
// Refused as the provider refuses: more than is left (`amount_too_large`), a charge refunded in
// full (`charge_already_refunded`) or disputed (`charge_disputed`: disputes.ts), a PaymentIntent
// with no successful charge.
import { ApiError, integer, invalid, metadata, noSuch, oneOf, onlyParams, text } from "./api-params";
import type { Route } from "./api-route";
import { unrefunded } from "./charges";
import type { EventLog } from "./events";
import { expandParam, type Params } from "./form";
import { chargeJson, invoicePaymentJson, refundJson } from "./json/payments";
import { listPage, PAGE_PARAMS } from "./list-page";
import { REFUND_REASONS, type Charge, type Refund } from "./payment-records";
import { newId, type PaymentStore } from "./store";

/** An amount as the provider's messages say it: `$6.00`, `€36.00`, `¥900`. */
export function money(amount: number, currency: string): string {
  const format = new Intl.NumberFormat("en-US", { style: "currency", currency });
  return format.format(amount / 10 ** format.resolvedOptions().maximumFractionDigits!);
}

/** The charge a refund names, by its PaymentIntent or its own id. */
function chargeToRefund(store: PaymentStore, params: Params): Charge {
  const intent = text(params, "payment_intent");
  const chargeId = text(params, "charge");
  if (!intent && !chargeId) {
    throw new ApiError(400, "One of `charge` or `payment_intent` is required.", "parameter_missing", "payment_intent");
  }
  const charges = [...store.charges.values()];
  const charge = chargeId ? store.charges.get(chargeId) : charges.find((c) => c.paymentIntentId === intent);
  if (charge && intent && charge.paymentIntentId !== intent) {
    throw invalid("charge", `The charge ${charge.id} does not belong to the PaymentIntent ${intent}.`);
  }
  if (charge) return charge;
  if (chargeId) throw new ApiError(404, `No such charge: '${chargeId}'`, "resource_missing", "charge");
  if ([...store.invoices.values()].some((invoice) => invoice.paymentIntentId === intent)) {
    throw invalid("payment_intent", `This PaymentIntent (${intent}) does not have a successful charge to refund.`);
  }
  throw new ApiError(404, `No such payment_intent: '${intent}'`, "resource_missing", "payment_intent");
}

function createRefund(store: PaymentStore, params: Params): { refund: Refund; charge: Charge } {
  onlyParams(params, ["payment_intent", "charge", "amount", "reason", "metadata"]);
  const charge = chargeToRefund(store, params);
  if (charge.disputeId) {
    throw new ApiError(400, `Charge ${charge.id} has been charged back; cannot issue a refund.`, "charge_disputed");
  }
  const left = unrefunded(store, charge);
  if (left === 0) {
    throw new ApiError(400, `Charge ${charge.id} has already been refunded.`, "charge_already_refunded");
  }
  const amount = integer(params, "amount", 1, 99_999_999) ?? left;
  if (amount > left) {
    const [asked, rest] = [amount, left].map((value) => money(value, charge.currency));
    throw new ApiError(
      400,
      `Refund amount (${asked}) is greater than unrefunded amount on charge (${rest})`,
      "amount_too_large",
      "amount",
    );
  }
  const refund: Refund = {
    id: newId("re"),
    chargeId: charge.id,
    amount,
    reason: oneOf(params, "reason", REFUND_REASONS) ?? null,
    metadata: metadata(params, "metadata"),
    created: store.now(charge.customerId),
    status: "succeeded",
    failureReason: null,
  };
  store.refunds.set(refund.id, refund);
  charge.refundIds.push(refund.id);
  return { refund, charge };
}

export function refundRoutes(store: PaymentStore, events: EventLog): Route[] {
  const found = <T>(value: T | undefined, what: string, id: string): T => {
    if (value === undefined) throw noSuch(what, id);
    return value;
  };
  const payments = () => [...store.invoices.values()].reverse().sort((a, b) => b.created - a.created);

  return [
    [
      "POST",
      /^\/v1\/refunds$/,
      (params) => {
        const { refund, charge } = createRefund(store, params);
        const specs = [
          { type: "refund.created", object: refundJson(store, refund), created: refund.created },
          { type: "charge.refunded", object: chargeJson(store, charge, true), created: refund.created },
        ];
        setImmediate(() => void events.publish(specs));
        return refundJson(store, refund);
      },
    ],
    [
      "GET",
      /^\/v1\/refunds$/,
      (params) => {
        onlyParams(params, ["payment_intent", "charge", ...PAGE_PARAMS]);
        const [intent, charge] = [text(params, "payment_intent"), text(params, "charge")];
        const matching = [...store.refunds.values()].reverse().filter((refund) => {
          const of = store.charges.get(refund.chargeId)!;
          return (!intent || of.paymentIntentId === intent) && (!charge || of.id === charge);
        });
        return listPage(
          "/v1/refunds",
          matching.map((refund) => refundJson(store, refund)),
          params,
          "refund",
        );
      },
    ],
    ["GET", /^\/v1\/refunds\/([\w-]+)$/, (_, id) => refundJson(store, found(store.refunds.get(id!), "refund", id!))],
    [
      "GET",
      /^\/v1\/charges$/,
      (params) => {
        onlyParams(params, ["payment_intent", "customer", ...PAGE_PARAMS]);
        const [intent, customer] = [text(params, "payment_intent"), text(params, "customer")];
        const matching = [...store.charges.values()]
          .reverse()
          .filter((c) => (!intent || c.paymentIntentId === intent) && (!customer || c.customerId === customer));
        return listPage(
          "/v1/charges",
          matching.map((c) => chargeJson(store, c)),
          params,
          "charge",
        );
      },
    ],
    [
      "GET",
      /^\/v1\/charges\/([\w-]+)$/,
      (params, id) =>
        chargeJson(store, found(store.charges.get(id!), "charge", id!), expandParam(params).includes("refunds")),
    ],
    [
      "GET",
      /^\/v1\/invoice_payments$/,
      (params) => {
        onlyParams(params, ["invoice", "status", "payment", ...PAGE_PARAMS]);
        onlyParams(params, ["type", "payment_intent"], "payment");
        const [invoice, status] = [text(params, "invoice"), text(params, "status")];
        const [type, intent] = [text(params, "payment[type]"), text(params, "payment[payment_intent]")];
        const matching = payments()
          .filter((i) => (!invoice || i.id === invoice) && (!intent || i.paymentIntentId === intent))
          .filter(() => !type || type === "payment_intent")
          .flatMap((i) => invoicePaymentJson(i) ?? [])
          .filter((payment) => !status || payment.status === status);
        return listPage("/v1/invoice_payments", matching, params, "invoice payment");
      },
    ],
    [
      "GET",
      /^\/v1\/invoice_payments\/([\w-]+)$/,
      (_, id) => {
        const invoice = id!.startsWith("inpay_") ? store.invoices.get(`in_${id!.slice(6)}`) : undefined;
        return found(invoice && invoicePaymentJson(invoice), "invoice_payment", id!);
      },
    ],
  ];
}
