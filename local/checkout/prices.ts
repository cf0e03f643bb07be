// The provider's Prices in the payment stand-in (`/v1/prices`): made (recurring or one-time, in a
// currency with options in others, each with its tax behaviour), read (`currency_options` only when
// expanded, as the provider includes them), listed (by `lookup_keys[]`, `active`, `product`, `type`,
// `currency`), and changed only as the provider allows: `active`, the lookup key, `nickname`,
// `metadata`, currency options, a tax behaviour still unspecified. Their amounts stay as they are
// (an amount is an unknown parameter to an update). A lookup key belongs to one Price: a taken one
// is refused unless `transfer_lookup_key` moves it.
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
  updatedMetadata,
  updatedText,
} from "./api-params";
import { newestFirst, type Catalogue, type StoredPrice } from "./catalogue";
import type { Params } from "./form";
import { priceJson } from "./json/price";
import { listPage, PAGE_PARAMS } from "./list-page";
import { currencyOptions, MAX_AMOUNT, option, taxBehavior, type TaxBehavior } from "./price-amounts";
import { createProduct } from "./products";
import { newId, realNow } from "./store";

const INTERVALS = ["day", "week", "month", "year"] as const;

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
