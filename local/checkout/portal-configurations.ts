// The provider's customer portal configurations in the payment stand-in
// (`/v1/billing_portal/configurations`): made, read, changed and listed (by `is_default`, `active`).
// The default one (`is_default`, which only the provider's Dashboard makes) is what a portal session
// uses unless it names another; portal.ts honours its features. `features.subscription_update.products`
// is shown only when expanded, as the provider includes it.
import { ApiError, at, bool, metadata, missing, onlyParams, text } from "./api-params";
import { updatedMetadata, updatedText, url } from "./api-params";
import { newestFirst, newSlug, type Catalogue, type PortalConfiguration } from "./catalogue";
import type { Params } from "./form";
import { listPage, PAGE_PARAMS } from "./list-page";
import { features } from "./portal-features";
import { newId, realNow } from "./store";

const FIELDS = ["business_profile", "default_return_url", "features", "login_page", "metadata", "name"];

function businessProfile(params: Params, current: PortalConfiguration["business_profile"]) {
  onlyParams(params, ["headline", "privacy_policy_url", "terms_of_service_url"], "business_profile");
  const link = (name: string, now: string | null) =>
    at(params, `business_profile[${name}]`) === "" ? null : (url(params, `business_profile[${name}]`) ?? now);
  return {
    headline: updatedText(params, "business_profile[headline]", current.headline, 60),
    privacy_policy_url: link("privacy_policy_url", current.privacy_policy_url),
    terms_of_service_url: link("terms_of_service_url", current.terms_of_service_url),
  };
}

/** The hosted login page: on keeps its address, off drops it. */
function loginPage(params: Params, current: PortalConfiguration["login_page"], origin: string, slug?: string) {
  onlyParams(params, ["enabled"], "login_page");
  const enabled = bool(params, "login_page[enabled]") ?? current.enabled;
  if (!enabled) return { enabled, url: null };
  return { enabled, url: current.url ?? `${origin}/p/login/${slug ?? newSlug()}` };
}

export function createPortalConfiguration(
  catalogue: Catalogue,
  params: Params,
  origin: string,
  fixed: { id?: string; isDefault?: boolean; loginSlug?: string; created?: number } = {},
): PortalConfiguration {
  onlyParams(params, FIELDS);
  if (at(params, "features") === undefined) throw missing("features");
  const created = fixed.created ?? realNow();
  const config: PortalConfiguration = {
    id: fixed.id ?? newId("bpc"),
    object: "billing_portal.configuration",
    active: true,
    application: null,
    business_profile: businessProfile(params, { headline: null, privacy_policy_url: null, terms_of_service_url: null }),
    created,
    default_return_url: url(params, "default_return_url") ?? null,
    features: features(catalogue, params),
    is_default: fixed.isDefault ?? false,
    livemode: false,
    login_page: loginPage(params, { enabled: false, url: null }, origin, fixed.loginSlug),
    metadata: metadata(params, "metadata"),
    name: text(params, "name", { max: 256 }) ?? null,
    updated: created,
  };
  catalogue.portalConfigurations.set(config.id, config);
  return config;
}

export function updatePortalConfiguration(
  config: PortalConfiguration,
  params: Params,
  catalogue: Catalogue,
  origin: string,
) {
  onlyParams(params, ["active", ...FIELDS]);
  const active = bool(params, "active");
  if (active === false && config.is_default) {
    throw new ApiError(400, "The default configuration cannot be deactivated.", undefined, "active");
  }
  return Object.assign(config, {
    active: active ?? config.active,
    business_profile: businessProfile(params, config.business_profile),
    default_return_url:
      at(params, "default_return_url") === "" ? null : (url(params, "default_return_url") ?? config.default_return_url),
    features: features(catalogue, params, config.features),
    login_page: loginPage(params, config.login_page, origin),
    metadata: updatedMetadata(config.metadata ?? {}, params),
    name: updatedText(params, "name", config.name, 256),
    updated: realNow(),
  });
}

export function listPortalConfigurations(catalogue: Catalogue, params: Params, expand: string[]) {
  onlyParams(params, ["active", "is_default", ...PAGE_PARAMS]);
  const active = bool(params, "active");
  const isDefault = bool(params, "is_default");
  const matching = newestFirst(catalogue.portalConfigurations).filter(
    (config) =>
      (active === undefined || config.active === active) &&
      (isDefault === undefined || config.is_default === isDefault),
  );
  const inner = expand.filter((path) => path.startsWith("data.")).map((path) => path.slice("data.".length));
  return listPage(
    "/v1/billing_portal/configurations",
    matching.map((config) => portalConfigurationJson(config, inner)),
    params,
    "configuration",
  );
}

/** The configuration as the API shows it: the switchable products only when asked for. */
export function portalConfigurationJson(config: PortalConfiguration, expand: string[]): PortalConfiguration {
  const copy = structuredClone(config);
  if (!expand.includes("features.subscription_update.products")) delete copy.features.subscription_update.products;
  return copy;
}
