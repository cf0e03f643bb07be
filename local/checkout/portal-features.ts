// The features of a customer portal configuration, as the provider reads them from a create or an
// update (each given part over the current one, all off for a new configuration), and what they let
// a subscriber switch to (the portal, portal.ts, and its sessions' flows honour them).
import type Stripe from "stripe";
import { at, bool, invalid, missing, noSuch, oneOf, onlyParams, text, texts } from "./api-params";
import { offerOfPrice, unitAmount, type Catalogue, type PortalConfiguration, type StoredPrice } from "./catalogue";
import type { Params } from "./form";
import type { Subscription } from "./store";

type Features = PortalConfiguration["features"];
type SwitchableProduct = Stripe.BillingPortal.Configuration.Features.SubscriptionUpdate.Product;

const FEATURES = [
  "customer_update",
  "invoice_history",
  "payment_method_update",
  "subscription_cancel",
  "subscription_update",
];
const PRORATIONS = ["always_invoice", "create_prorations", "none"] as const;
const REASONS = [
  "customer_service",
  "low_quality",
  "missing_features",
  "other",
  "switched_service",
  "too_complex",
  "too_expensive",
  "unused",
];
const CUSTOMER_UPDATES = ["address", "email", "name", "phone", "shipping", "tax_id"];

const noFeatures = (): Features => ({
  customer_update: { allowed_updates: [], enabled: false },
  invoice_history: { enabled: false },
  payment_method_update: { enabled: false, payment_method_configuration: null },
  subscription_cancel: {
    cancellation_reason: { enabled: false, feedback_options: null, options: [] },
    enabled: false,
    mode: "at_period_end",
    proration_behavior: "none",
  },
  subscription_pause: {
    duration: { interval_options: [{ interval: "month", interval_count: 1 }], type: "interval_options" },
    enabled: false,
  },
  subscription_update: {
    billing_cycle_anchor: null,
    default_allowed_updates: [],
    enabled: false,
    products: [],
    proration_behavior: "none",
    schedule_at_period_end: { conditions: [] },
    trial_update_behavior: "end_trial",
  },
});

/** Values of a list parameter that must each be one of `allowed`. */
function choices(params: Params, path: string, allowed: readonly string[], current: string[]): string[] {
  const given = texts(params, path);
  const bad = given?.findIndex((value) => !allowed.includes(value)) ?? -1;
  if (bad >= 0) throw invalid(`${path}[${bad}]`, `Invalid ${path}[${bad}]: must be one of ${allowed.join(", ")}`);
  return given ?? current;
}

/** The products (each with some of its Prices) a subscriber may switch between. */
function switchable(catalogue: Catalogue, params: Params, path: string, current: SwitchableProduct[]) {
  const given = at(params, path);
  if (given === undefined) return current;
  if (given === "") return [];
  if (!Array.isArray(given) || given.length > 10) throw invalid(path, "Give up to 10 products.");
  return given.map((_, index): SwitchableProduct => {
    const item = `${path}[${index}]`;
    onlyParams(params, ["product", "prices"], item);
    const product = text(params, `${item}[product]`, { required: true })!;
    if (!catalogue.products.has(product)) throw noSuch("product", product, `${item}[product]`);
    const prices = texts(params, `${item}[prices]`) ?? [];
    if (prices.length === 0) throw missing(`${item}[prices]`);
    for (const id of prices) {
      const price = catalogue.prices.get(id);
      if (!price) throw noSuch("price", id, `${item}[prices]`);
      if (price.product !== product) throw invalid(`${item}[prices]`, `The price ${id} is not a price of ${product}.`);
    }
    return { adjustable_quantity: { enabled: false, maximum: null, minimum: 1 }, prices, product };
  });
}

/** The features given, over `current` (all off for a new configuration). */
export function features(catalogue: Catalogue, params: Params, current = noFeatures()): Features {
  onlyParams(params, FEATURES, "features");
  const on = (feature: string, now: boolean) => bool(params, `features[${feature}][enabled]`) ?? now;
  const { customer_update: customer, subscription_cancel: cancel, subscription_update: update } = current;
  onlyParams(params, ["enabled", "allowed_updates"], "features[customer_update]");
  onlyParams(params, ["enabled"], "features[invoice_history]");
  onlyParams(params, ["enabled"], "features[payment_method_update]");
  onlyParams(params, ["enabled", "mode", "proration_behavior", "cancellation_reason"], "features[subscription_cancel]");
  onlyParams(params, ["enabled", "options"], "features[subscription_cancel][cancellation_reason]");
  const updateFields = [
    "enabled",
    "default_allowed_updates",
    "products",
    "proration_behavior",
    "trial_update_behavior",
  ];
  onlyParams(params, updateFields, "features[subscription_update]");
  const reason = "features[subscription_cancel][cancellation_reason]";
  const u = "features[subscription_update]";
  return {
    ...current,
    customer_update: {
      enabled: on("customer_update", customer.enabled),
      allowed_updates: choices(
        params,
        "features[customer_update][allowed_updates]",
        CUSTOMER_UPDATES,
        customer.allowed_updates,
      ),
    },
    invoice_history: { enabled: on("invoice_history", current.invoice_history.enabled) },
    payment_method_update: {
      ...current.payment_method_update,
      enabled: on("payment_method_update", current.payment_method_update.enabled),
    },
    subscription_cancel: {
      enabled: on("subscription_cancel", cancel.enabled),
      mode: oneOf(params, "features[subscription_cancel][mode]", ["at_period_end", "immediately"]) ?? cancel.mode,
      proration_behavior:
        oneOf(params, "features[subscription_cancel][proration_behavior]", PRORATIONS) ?? cancel.proration_behavior,
      cancellation_reason: {
        ...cancel.cancellation_reason,
        enabled: bool(params, `${reason}[enabled]`) ?? cancel.cancellation_reason.enabled,
        options: choices(params, `${reason}[options]`, REASONS, cancel.cancellation_reason.options),
      },
    },
    subscription_update: {
      ...update,
      enabled: on("subscription_update", update.enabled),
      default_allowed_updates: choices(
        params,
        `${u}[default_allowed_updates]`,
        ["price", "promotion_code", "quantity"],
        update.default_allowed_updates,
      ),
      products: switchable(catalogue, params, `${u}[products]`, update.products ?? []),
      proration_behavior: oneOf(params, `${u}[proration_behavior]`, PRORATIONS) ?? update.proration_behavior,
      trial_update_behavior:
        oneOf(params, `${u}[trial_update_behavior]`, ["continue_trial", "end_trial"]) ?? update.trial_update_behavior,
    },
  };
}

/**
 * The Prices the configuration lets a subscriber switch the subscription to: those of its products,
 * active, sold in the subscription's currency and of one of the site's offers (the stand-in's pages
 * name them so), when the subscription's own Price's product is one of them.
 */
export function switchablePrices(catalogue: Catalogue, config: PortalConfiguration, sub: Subscription): StoredPrice[] {
  const update = config.features.subscription_update;
  if (!update.enabled || !update.default_allowed_updates.includes("price")) return [];
  const products = update.products ?? [];
  const current = catalogue.prices.get(sub.priceId)!;
  if (!products.some((entry) => entry.product === current.product)) return [];
  return products
    .flatMap((entry) => entry.prices)
    .map((id) => catalogue.prices.get(id))
    .filter((price): price is StoredPrice => !!price && price.active && price.id !== sub.priceId)
    .filter((price) => unitAmount(price, sub.currency) !== undefined && offerOfPrice(price) !== undefined);
}
