// The provider's Prices in the payment stand-in (`/v1/prices`): made (recurring or one-time, in a
// currency with options in others, each with its tax behaviour), read (`currency_options` only when
// expanded, as the provider includes them), listed (by `lookup_keys[]`, `active`, `product`, `type`,
// `currency`), and changed only as the provider allows: `active`, the lookup key, `nickname`,
// `metadata`, currency options, a tax behaviour still unspecified. Their amounts stay as they are
// (an amount is an unknown parameter to an update). A lookup key belongs to one Price: a taken one
// is refused unless `transfer_lookup_key` moves it.
import type Stripe from "stripe";
import {
  ApiError,
  at,
  bool,
  integer,
  invalid,
  metadata,
  missing,
  noSuch,
  oneOf,
  onlyParams,
  text,
  texts,
} from "./api-params";
import { updatedMetadata, updatedText } from "./api-params";
import { newestFirst, type Catalogue, type PriceJson, type StoredPrice, type Wire } from "./catalogue";
import type { Params } from "./form";
import { listPage, PAGE_PARAMS } from "./list-page";
import { createProduct } from "./products";
import { newId, realNow } from "./store";

const TAX_BEHAVIORS = ["exclusive", "inclusive", "unspecified"] as const;
const INTERVALS = ["day", "week", "month", "year"] as const;
const MAX_AMOUNT = 99_999_999;

type TaxBehavior = (typeof TAX_BEHAVIORS)[number];

const option = (amount: number, tax: TaxBehavior): Wire<Stripe.Price.CurrencyOptions> => ({
  custom_unit_amount: null,
  tax_behavior: tax,
  unit_amount: amount,
  unit_amount_decimal: String(amount),
});

/** A tax behaviour set once: inclusive or exclusive stays, as the provider keeps it. */
function taxBehavior(params: Params, path: string, current: TaxBehavior = "unspecified"): TaxBehavior {
  const given = oneOf(params, path, TAX_BEHAVIORS);
  if (given && given !== current && current !== "unspecified") {
    throw invalid(path, `The tax behavior cannot be changed once it is ${current}.`);
  }
  return given ?? current;
}

/** The currency options given (`currency_options[eur][unit_amount]`, …), merged into `current`. */
function currencyOptions(params: Params, base: string, current: StoredPrice["currency_options"] = {}) {
  const given = at(params, "currency_options");
  if (given === undefined) return current;
  if (!given || typeof given !== "object" || Array.isArray(given)) throw invalid("currency_options", "Invalid object");
  const next = { ...current };
  for (const currency of Object.keys(given)) {
    const path = `currency_options[${currency}]`;
    if (currency === base) {
      throw invalid(path, "You are specifying a currency option that matches the top-level currency for this price.");
    }
    if (!/^[a-z]{3}$/.test(currency)) throw invalid(path, `Invalid currency: ${currency}`);
    onlyParams(params, ["unit_amount", "tax_behavior"], path);
    const before = next[currency];
    const amount = integer(params, `${path}[unit_amount]`, 0, MAX_AMOUNT) ?? before?.unit_amount;
    if (amount === undefined || amount === null) throw missing(`${path}[unit_amount]`);
    const tax = taxBehavior(params, `${path}[tax_behavior]`, (before?.tax_behavior ?? undefined) as TaxBehavior);
    next[currency] = option(amount, tax);
  }
  return next;
}

/** Takes the lookup key for `owner`: refused when another Price has it, unless `transfer` moves it. */
function claimLookupKey(catalogue: Catalogue, key: string, transfer: boolean, owner?: string) {
  const holder = catalogue.priceWithLookupKey(key);
  if (!holder || holder.id === owner) return;
  if (!transfer)
    throw new ApiError(400, `A price (\`${holder.id}\`) already uses that lookup key.`, undefined, "lookup_key");
  holder.lookup_key = null;
}

function productOf(catalogue: Catalogue, params: Params): string {
  if (at(params, "product_data") !== undefined) {
    return createProduct(catalogue, at(params, "product_data") as Params).id;
  }
  const id = text(params, "product", { required: true })!;
  if (!catalogue.products.has(id)) throw noSuch("product", id, "product");
  return id;
}

export function createPrice(catalogue: Catalogue, params: Params, fixed: { id?: string; created?: number } = {}) {
  onlyParams(params, [
    "currency",
    "unit_amount",
    "product",
    "product_data",
    "active",
    "currency_options",
    "lookup_key",
    "transfer_lookup_key",
    "metadata",
    "nickname",
    "recurring",
    "tax_behavior",
  ]);
  onlyParams(params, ["interval", "interval_count"], "recurring");
  const currency = text(params, "currency", { required: true })!.toLowerCase();
  if (!/^[a-z]{3}$/.test(currency)) throw invalid("currency", `Invalid currency: ${currency}`);
  const amount = integer(params, "unit_amount", 0, MAX_AMOUNT);
  if (amount === undefined) throw missing("unit_amount");
  const tax = taxBehavior(params, "tax_behavior");
  const interval = at(params, "recurring") === undefined ? undefined : oneOf(params, "recurring[interval]", INTERVALS);
  if (at(params, "recurring") !== undefined && !interval) throw missing("recurring[interval]");
  const lookupKey = text(params, "lookup_key", { max: 200 }) ?? null;
  const options = currencyOptions(params, currency);
  const product = productOf(catalogue, params);
  if (lookupKey) claimLookupKey(catalogue, lookupKey, bool(params, "transfer_lookup_key") ?? false);
  const price: StoredPrice = {
    id: fixed.id ?? newId("price"),
    object: "price",
    active: bool(params, "active") ?? true,
    billing_scheme: "per_unit",
    created: fixed.created ?? realNow(),
    currency,
    currency_options: { [currency]: option(amount, tax), ...options },
    custom_unit_amount: null,
    livemode: false,
    lookup_key: lookupKey,
    metadata: metadata(params, "metadata"),
    nickname: text(params, "nickname") ?? null,
    product,
    recurring: interval
      ? {
          interval,
          interval_count: integer(params, "recurring[interval_count]", 1, 365) ?? 1,
          meter: null,
          trial_period_days: null,
          usage_type: "licensed",
        }
      : null,
    tax_behavior: tax,
    tiers_mode: null,
    transform_quantity: null,
    type: interval ? "recurring" : "one_time",
    unit_amount: amount,
    unit_amount_decimal: String(amount),
  };
  catalogue.prices.set(price.id, price);
  return price;
}

export function updatePrice(catalogue: Catalogue, price: StoredPrice, params: Params): StoredPrice {
  onlyParams(params, [
    "active",
    "lookup_key",
    "transfer_lookup_key",
    "metadata",
    "nickname",
    "tax_behavior",
    "currency_options",
  ]);
  const tax = taxBehavior(params, "tax_behavior", price.tax_behavior as TaxBehavior);
  const options = currencyOptions(params, price.currency, price.currency_options);
  const lookupKey = text(params, "lookup_key", { max: 200 });
  if (lookupKey) claimLookupKey(catalogue, lookupKey, bool(params, "transfer_lookup_key") ?? false, price.id);
  return Object.assign(price, {
    active: bool(params, "active") ?? price.active,
    lookup_key: lookupKey ?? price.lookup_key,
    metadata: updatedMetadata(price.metadata, params),
    nickname: updatedText(params, "nickname", price.nickname),
    tax_behavior: tax,
    currency_options: { ...options, [price.currency]: option(price.unit_amount!, tax) },
  });
}

export function listPrices(catalogue: Catalogue, params: Params, withCurrencyOptions: boolean) {
  onlyParams(params, ["active", "currency", "lookup_keys", "product", "type", ...PAGE_PARAMS]);
  const active = bool(params, "active");
  const currency = text(params, "currency")?.toLowerCase();
  const keys = texts(params, "lookup_keys");
  if (keys && keys.length > 10) throw invalid("lookup_keys", "You may pass at most 10 lookup_keys.");
  const product = text(params, "product");
  const type = oneOf(params, "type", ["one_time", "recurring"]);
  const matching = newestFirst(catalogue.prices).filter(
    (price) =>
      (active === undefined || price.active === active) &&
      (!currency || price.currency === currency) &&
      (!keys || keys.includes(price.lookup_key ?? "")) &&
      (!product || price.product === product) &&
      (!type || price.type === type),
  );
  return listPage(
    "/v1/prices",
    matching.map((price) => priceJson(price, withCurrencyOptions)),
    params,
    "price",
  );
}

/** The Price as the API shows it: its currency options only when asked for (`expand`). */
export function priceJson(price: StoredPrice, withCurrencyOptions: boolean): PriceJson {
  const { currency_options, ...rest } = price;
  return withCurrencyOptions ? { ...rest, currency_options: { ...currency_options } } : rest;
}
