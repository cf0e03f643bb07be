// The provider's webhook endpoints in the payment stand-in (`/v1/webhook_endpoints`): made (with a
// signing secret of their own, shown only in the answer that made them), read, changed (`url`,
// `enabled_events`, `disabled`, …), listed and deleted. events.ts delivers each event to every
// enabled endpoint that asked for its type (or `*`), signed with that endpoint's secret.
import { randomBytes } from "node:crypto";
import type Stripe from "stripe";
import { ApiError, bool, invalid, metadata, missing, onlyParams, text, texts, updatedMetadata } from "./api-params";
import { updatedText, url } from "./api-params";
import { newestFirst, type Catalogue, type StoredWebhookEndpoint } from "./catalogue";
import type { Params } from "./form";
import { listPage, PAGE_PARAMS } from "./list-page";
import { newId, realNow } from "./store";

/** The provider's limit of endpoints per account and mode. */
const MAX_ENDPOINTS = 16;
const EVENT_TYPE = /^(\*|[a-z_]+(\.[a-z_]+)+)$/;

function enabledEvents(params: Params, required: boolean): string[] | undefined {
  const events = texts(params, "enabled_events");
  if (events === undefined || events.length === 0) {
    if (required || events) throw missing("enabled_events");
    return undefined;
  }
  const bad = events.findIndex((event) => !EVENT_TYPE.test(event));
  if (bad >= 0) throw invalid(`enabled_events[${bad}]`, `Invalid enabled_events[${bad}]: ${events[bad]}`);
  return [...new Set(events)];
}

export function createWebhookEndpoint(
  catalogue: Catalogue,
  params: Params,
  fixed: { id?: string; secret?: string; created?: number } = {},
): Stripe.WebhookEndpoint {
  onlyParams(params, ["url", "enabled_events", "description", "api_version", "metadata"]);
  if (catalogue.webhookEndpoints.size >= MAX_ENDPOINTS) {
    throw new ApiError(400, `You have reached the maximum of ${MAX_ENDPOINTS} test webhook endpoints.`);
  }
  const endpoint: Stripe.WebhookEndpoint = {
    id: fixed.id ?? newId("we"),
    object: "webhook_endpoint",
    api_version: text(params, "api_version") ?? null,
    application: null,
    created: fixed.created ?? realNow(),
    description: text(params, "description") ?? null,
    enabled_events: enabledEvents(params, true)!,
    livemode: false,
    metadata: metadata(params, "metadata"),
    status: "enabled",
    url: url(params, "url", true)!,
  };
  const secret = fixed.secret ?? `whsec_${randomBytes(16).toString("hex")}`;
  catalogue.webhookEndpoints.set(endpoint.id, { endpoint, secret });
  return { ...endpoint, secret };
}

export function updateWebhookEndpoint({ endpoint }: StoredWebhookEndpoint, params: Params): Stripe.WebhookEndpoint {
  onlyParams(params, ["url", "enabled_events", "disabled", "description", "metadata"]);
  const disabled = bool(params, "disabled");
  return Object.assign(endpoint, {
    url: url(params, "url") ?? endpoint.url,
    enabled_events: enabledEvents(params, false) ?? endpoint.enabled_events,
    status: disabled === undefined ? endpoint.status : disabled ? "disabled" : "enabled",
    description: updatedText(params, "description", endpoint.description),
    metadata: updatedMetadata(endpoint.metadata, params),
  });
}

export function listWebhookEndpoints(catalogue: Catalogue, params: Params) {
  onlyParams(params, PAGE_PARAMS);
  const endpoints = newestFirst(catalogue.webhookEndpoints).map(({ endpoint }) => ({ ...endpoint }));
  return listPage("/v1/webhook_endpoints", endpoints, params, "webhook endpoint");
}

export function deleteWebhookEndpoint(catalogue: Catalogue, id: string) {
  catalogue.webhookEndpoints.delete(id);
  return { id, object: "webhook_endpoint", deleted: true };
}

/** The endpoints an event of this type goes to, each with its secret. */
export const endpointsFor = (catalogue: Catalogue, type: string) =>
  [...catalogue.webhookEndpoints.values()].filter(
    ({ endpoint }) =>
      endpoint.status === "enabled" &&
      (endpoint.enabled_events.includes("*") || endpoint.enabled_events.includes(type)),
  );
