// The provider's Products in the payment stand-in (`/v1/products`): made (with an id of one's own
// if given, as the provider allows), read, changed and listed (by `active` and `ids[]`).
import type Stripe from "stripe";
import { ApiError, bool, metadata, noSuch, onlyParams, text, texts, updatedMetadata, updatedText } from "./api-params";
import { newestFirst, type Catalogue } from "./catalogue";
import type { Params } from "./form";
import { listPage, PAGE_PARAMS } from "./list-page";
import { newId, realNow } from "./store";

const FIELDS = ["name", "active", "description", "metadata", "tax_code", "statement_descriptor", "unit_label", "url"];

/** The provider's product tax codes look like `txcd_10000000`. */
function taxCode(params: Params, current: string | null): string | null {
  const code = updatedText(params, "tax_code", current);
  if (code !== null && !/^txcd_\d{8}$/.test(code)) throw noSuch("tax code", code, "tax_code");
  return code;
}

export function createProduct(catalogue: Catalogue, params: Params, created = realNow()): Stripe.Product {
  onlyParams(params, ["id", ...FIELDS]);
  const id = text(params, "id", { max: 100 }) ?? newId("prod");
  if (catalogue.products.has(id)) throw new ApiError(400, "Product already exists.", "resource_already_exists", "id");
  const product: Stripe.Product = {
    id,
    object: "product",
    active: bool(params, "active") ?? true,
    created,
    default_price: null,
    description: text(params, "description") ?? null,
    images: [],
    livemode: false,
    marketing_features: [],
    metadata: metadata(params, "metadata"),
    name: text(params, "name", { required: true, max: 250 })!,
    package_dimensions: null,
    shippable: null,
    statement_descriptor: text(params, "statement_descriptor", { max: 22 }) ?? null,
    tax_code: taxCode(params, null),
    tax_details: null,
    type: "service",
    unit_label: text(params, "unit_label", { max: 12 }) ?? null,
    updated: created,
    url: text(params, "url") ?? null,
  };
  catalogue.products.set(id, product);
  return product;
}

export function updateProduct(product: Stripe.Product, params: Params): Stripe.Product {
  onlyParams(params, FIELDS);
  return Object.assign(product, {
    name: text(params, "name", { max: 250 }) ?? product.name,
    active: bool(params, "active") ?? product.active,
    description: updatedText(params, "description", product.description),
    metadata: updatedMetadata(product.metadata, params),
    tax_code: taxCode(params, (product.tax_code as string | null) ?? null),
    statement_descriptor: updatedText(params, "statement_descriptor", product.statement_descriptor ?? null, 22),
    unit_label: updatedText(params, "unit_label", product.unit_label ?? null, 12),
    url: updatedText(params, "url", product.url),
    updated: realNow(),
  });
}

export function listProducts(catalogue: Catalogue, params: Params) {
  onlyParams(params, ["active", "ids", ...PAGE_PARAMS]);
  const active = bool(params, "active");
  const ids = texts(params, "ids");
  const matching = newestFirst(catalogue.products).filter(
    (product) => (active === undefined || product.active === active) && (!ids || ids.includes(product.id)),
  );
  return listPage("/v1/products", matching, params, "product");
}
