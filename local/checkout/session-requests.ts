// `POST /v1/checkout/sessions` and `POST /v1/billing_portal/sessions`: their parameters read and
// checked as the provider checks them, into the store's sessions. A checkout sells an active
// recurring Price of the catalogue in one of its currencies; a portal session takes the default
// portal configuration (or the one named), and a flow only one its features allow.
import { currencies } from "../../app/catalogue/prices";
import type { Currency } from "../../app/contracts/locales";
import { ApiError, bool, integer, invalid, metadata, missing, noSuch, text, url } from "./api-params";
import { offerOfPrice, unitAmount, type PortalConfiguration } from "./catalogue";
import type { Params } from "./form";
import { switchablePrices } from "./portal-features";
import { sessionCodes } from "./session-discounts";
import { requireTaxActive } from "./tax-api";
import { termsConsent } from "./consent";
import { newId, realNow, type CheckoutSession, type PaymentStore, type PortalFlow, type PortalSession } from "./store";

const CLIENT_REFERENCE = /^[\w-]{1,200}$/;

const DAY_SECONDS = 24 * 60 * 60;

export function createCheckoutSession(store: PaymentStore, params: Params): CheckoutSession {
  const mode = text(params, "mode", { required: true });
  if (mode !== "subscription") throw invalid("mode", "The stand-in supports only mode=subscription.");
  const items = params.line_items;
  if (!Array.isArray(items) || items.length === 0) throw missing("line_items");
  if (items.length > 1) throw invalid("line_items", "The stand-in sells one Price per checkout.");
  const { price, offer } = sellable(store, text(params, "line_items[0][price]", { required: true })!);
  if ((integer(params, "line_items[0][quantity]", 1, 999) ?? 1) !== 1) {
    throw invalid("line_items[0][quantity]", "The stand-in sells a quantity of 1.");
  }
  const customerId = text(params, "customer");
  if (customerId && !store.customers.has(customerId)) throw noSuch("customer", customerId, "customer");
  const customerEmail = text(params, "customer_email") ?? null;
  if (customerId && customerEmail) {
    throw new ApiError(400, "You may only specify one of these parameters: customer, customer_email.");
  }
  const currency = (text(params, "currency") ?? price.currency).toUpperCase() as Currency;
  if (!currencies.includes(currency) || unitAmount(price, currency) === undefined) {
    throw invalid("currency", `The price ${price.id} has no currency ${currency.toLowerCase()}.`);
  }
  const reference = text(params, "client_reference_id") ?? null;
  if (reference && !CLIENT_REFERENCE.test(reference)) {
    throw invalid("client_reference_id", "client_reference_id may have letters, digits, - and _, at most 200.");
  }
  const automaticTax = bool(params, "automatic_tax[enabled]") ?? false;
  const savesAddress = text(params, "customer_update[address]") === "auto";
  requireTaxActive(store.tax, params);
  const customerAddress = customerId ? store.customers.get(customerId)!.address : null;
  if (automaticTax && customerId && !customerAddress && !savesAddress) {
    throw new ApiError(
      400,
      "Automatic tax calculation in Checkout requires a valid address on the Customer. Add a valid address to the Customer or set either `customer_update[address]` to 'auto' or `customer_update[shipping]` to 'auto' to save the address entered in Checkout to the Customer.",
      "customer_tax_location_invalid",
    );
  }
  const created = realNow();
  const now = customerId ? store.now(customerId) : created;
  const codes = sessionCodes(store, params, { customerId: customerId ?? null, currency }, now);
  // The provider takes 30 minutes to 24 hours from now.
  const expiresAt =
    integer(params, "expires_at", created + 30 * 60 - 60, created + DAY_SECONDS) ?? created + DAY_SECONDS;
  const session: CheckoutSession = {
    id: newId("cs"),
    created,
    expiresAt,
    status: "open",
    priceId: price.id,
    offer,
    currency,
    paymentLinkId: null,
    customerId: customerId ?? null,
    customerEmail,
    clientReferenceId: reference,
    metadata: metadata(params, "metadata"),
    subscriptionMetadata: metadata(params, "subscription_data[metadata]"),
    trialDays: integer(params, "subscription_data[trial_period_days]", 1, 730) ?? null,
    automaticTax,
    savesAddress,
    tax: null,
    locale: text(params, "locale") ?? null,
    successUrl: url(params, "success_url", true)!,
    cancelUrl: url(params, "cancel_url") ?? null,
    subscriptionId: null,
    ...codes,
    prefilledCode: null,
    ...termsConsent(params),
    termsAccepted: false,
  };
  store.sessions.set(session.id, session);
  return session;
}

/** An active recurring Price of one of the site's offers: the stand-in sells nothing else. */
export function sellable(store: PaymentStore, id: string) {
  const param = "line_items[0][price]";
  const price = store.catalogue.prices.get(id);
  if (!price) throw noSuch("price", id, param);
  if (!price.active) throw invalid(param, "The price specified is inactive. This field only accepts active prices.");
  if (price.type !== "recurring") throw invalid(param, "The stand-in sells subscriptions: give a recurring Price.");
  const offer = offerOfPrice(price);
  if (!offer) {
    throw invalid(param, `The stand-in sells the site's offers: ${id} has no offer's lookup key or metadata.`);
  }
  return { price, offer };
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
  const config = portalConfiguration(store, params);
  const session: PortalSession = {
    id: newId("bps"),
    created: realNow(),
    customerId,
    configurationId: config.id,
    returnUrl: url(params, "return_url") ?? config.default_return_url,
    locale: text(params, "locale") ?? null,
    flow: params.flow_data === undefined ? null : portalFlow(store, params, customerId, config),
  };
  store.portalSessions.set(session.id, session);
  return session;
}

/** The configuration named, or the account's default one. */
function portalConfiguration(store: PaymentStore, params: Params): PortalConfiguration {
  const id = text(params, "configuration");
  if (id === undefined) {
    const config = store.catalogue.defaultPortalConfiguration();
    if (config) return config;
    throw new ApiError(
      400,
      "You can’t create a portal session in test mode until you save your customer portal settings in test mode at https://dashboard.stripe.com/test/settings/billing/portal.",
    );
  }
  const config = store.catalogue.portalConfigurations.get(id);
  if (!config) throw noSuch("configuration", id, "configuration");
  if (!config.active) throw invalid("configuration", `The configuration ${id} is not active.`);
  return config;
}

/** Each flow needs its feature on in the session's configuration. */
const FLOW_FEATURES = {
  subscription_cancel: "subscription_cancel",
  subscription_update: "subscription_update",
  subscription_update_confirm: "subscription_update",
  payment_method_update: "payment_method_update",
} as const;

function portalFlow(store: PaymentStore, params: Params, customerId: string, config: PortalConfiguration): PortalFlow {
  const type = text(params, "flow_data[type]", { required: true }) as PortalFlow["type"];
  if (!FLOWS.includes(type)) throw invalid("flow_data[type]", `Invalid flow_data[type]: ${type}`);
  const feature = FLOW_FEATURES[type];
  if (!config.features[feature].enabled) {
    throw invalid(
      "flow_data[type]",
      `The portal configuration ${config.id} does not allow ${feature} (features[${feature}][enabled]).`,
    );
  }
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
  if (type === "subscription_cancel") return { type, subscriptionId, itemId: null, priceId: null, redirectUrl };
  const switchable = switchablePrices(store.catalogue, config, sub);
  if (switchable.length === 0) {
    throw invalid(
      param,
      `The portal configuration ${config.id} has nothing to switch the subscription ${subscriptionId} to.`,
    );
  }
  if (type !== "subscription_update_confirm") return { type, subscriptionId, itemId: null, priceId: null, redirectUrl };

  const item = "flow_data[subscription_update_confirm][items][0]";
  const itemId = text(params, `${item}[id]`, { required: true })!;
  if (itemId !== sub.itemId) throw noSuch("subscription item", itemId, `${item}[id]`);
  const price = text(params, `${item}[price]`, { required: true })!;
  if (!store.catalogue.prices.has(price)) throw noSuch("price", price, `${item}[price]`);
  if (price === sub.priceId) throw invalid(`${item}[price]`, "The subscription is already on this price.");
  if (!switchable.some((allowed) => allowed.id === price)) {
    throw invalid(`${item}[price]`, `The portal configuration ${config.id} does not offer the price ${price}.`);
  }
  return { type, subscriptionId, itemId, priceId: price, redirectUrl };
}
