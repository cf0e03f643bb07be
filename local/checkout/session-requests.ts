// `POST /v1/checkout/sessions` and `POST /v1/billing_portal/sessions`: their parameters read and
// checked as the provider checks them, into the store's sessions.
import { isCurrency, offerOfPrice, priceId } from "./catalog";
import { ApiError, integer, invalid, metadata, missing, noSuch, text, url } from "./api-params";
import type { Params } from "./form";
import { newId, realNow, type CheckoutSession, type PaymentStore, type PortalFlow, type PortalSession } from "./store";

const CLIENT_REFERENCE = /^[\w-]{1,200}$/;

const DAY_SECONDS = 24 * 60 * 60;

export function createCheckoutSession(store: PaymentStore, params: Params): CheckoutSession {
  const mode = text(params, "mode", { required: true });
  if (mode !== "subscription") throw invalid("mode", "The stand-in supports only mode=subscription.");
  const items = params.line_items;
  if (!Array.isArray(items) || items.length === 0) throw missing("line_items");
  if (items.length > 1) throw invalid("line_items", "The stand-in sells one Price per checkout.");
  const price = text(params, "line_items[0][price]", { required: true })!;
  const offer = offerOfPrice(price);
  if (!offer) throw noSuch("price", price, "line_items[0][price]");
  if ((integer(params, "line_items[0][quantity]", 1, 999) ?? 1) !== 1) {
    throw invalid("line_items[0][quantity]", "The stand-in sells a quantity of 1.");
  }
  const customerId = text(params, "customer");
  if (customerId && !store.customers.has(customerId)) throw noSuch("customer", customerId, "customer");
  const customerEmail = text(params, "customer_email") ?? null;
  if (customerId && customerEmail) {
    throw new ApiError(400, "You may only specify one of these parameters: customer, customer_email.");
  }
  const currency = (text(params, "currency") ?? "usd").toUpperCase();
  if (!isCurrency(currency)) throw invalid("currency", `The price ${priceId(offer)} has no currency ${currency}.`);
  const reference = text(params, "client_reference_id") ?? null;
  if (reference && !CLIENT_REFERENCE.test(reference)) {
    throw invalid("client_reference_id", "client_reference_id may have letters, digits, - and _, at most 200.");
  }
  const created = realNow();
  // The provider takes 30 minutes to 24 hours from now.
  const expiresAt =
    integer(params, "expires_at", created + 30 * 60 - 60, created + DAY_SECONDS) ?? created + DAY_SECONDS;
  const session: CheckoutSession = {
    id: newId("cs"),
    created,
    expiresAt,
    status: "open",
    offer,
    currency,
    paymentLink: false,
    customerId: customerId ?? null,
    customerEmail,
    clientReferenceId: reference,
    metadata: metadata(params, "metadata"),
    subscriptionMetadata: metadata(params, "subscription_data[metadata]"),
    trialDays: integer(params, "subscription_data[trial_period_days]", 1, 730) ?? null,
    locale: text(params, "locale") ?? null,
    successUrl: url(params, "success_url", true)!,
    cancelUrl: url(params, "cancel_url") ?? null,
    subscriptionId: null,
  };
  store.sessions.set(session.id, session);
  return session;
}

const FLOWS: PortalFlow["type"][] = [
  "subscription_cancel",
  "subscription_update",
  "subscription_update_confirm",
  "payment_method_update",
];

export function createPortalSession(store: PaymentStore, params: Params): PortalSession {
  const customerId = text(params, "customer", { required: true })!;
  if (!store.customers.has(customerId)) throw noSuch("customer", customerId, "customer");
  const session: PortalSession = {
    id: newId("bps"),
    created: realNow(),
    customerId,
    returnUrl: url(params, "return_url") ?? null,
    locale: text(params, "locale") ?? null,
    flow: params.flow_data === undefined ? null : portalFlow(store, params, customerId),
  };
  store.portalSessions.set(session.id, session);
  return session;
}

function portalFlow(store: PaymentStore, params: Params, customerId: string): PortalFlow {
  const type = text(params, "flow_data[type]", { required: true }) as PortalFlow["type"];
  if (!FLOWS.includes(type)) throw invalid("flow_data[type]", `Invalid flow_data[type]: ${type}`);
  const after = text(params, "flow_data[after_completion][type]");
  const redirectUrl =
    after === "redirect" ? url(params, "flow_data[after_completion][redirect][return_url]", true)! : null;
  if (type === "payment_method_update") return { type, subscriptionId: null, itemId: null, priceId: null, redirectUrl };

  const param = `flow_data[${type}][subscription]`;
  const subscriptionId = text(params, param, { required: true })!;
  const sub = store.subscriptions.get(subscriptionId);
  if (!sub) throw noSuch("subscription", subscriptionId, param);
  if (sub.customerId !== customerId) {
    throw invalid(param, `The subscription ${subscriptionId} does not belong to the customer ${customerId}.`);
  }
  if (sub.status === "canceled") throw invalid(param, `The subscription ${subscriptionId} has been canceled.`);
  if (type !== "subscription_update_confirm") return { type, subscriptionId, itemId: null, priceId: null, redirectUrl };

  const item = "flow_data[subscription_update_confirm][items][0]";
  const itemId = text(params, `${item}[id]`, { required: true })!;
  if (itemId !== sub.itemId) throw noSuch("subscription item", itemId, `${item}[id]`);
  const price = text(params, `${item}[price]`, { required: true })!;
  const offer = offerOfPrice(price);
  if (!offer) throw noSuch("price", price, `${item}[price]`);
  if (offer === sub.offer) throw invalid(`${item}[price]`, "The subscription is already on this price.");
  return { type, subscriptionId, itemId, priceId: price, redirectUrl };
}
