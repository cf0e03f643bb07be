// `POST /v1/subscriptions/:id`, as far as the stand-in takes it: `cancel_at_period_end` (true: the
// subscription ends at its period's end, a trial's end while trialing, as the provider's
// `subscriptions.update(id, {cancel_at_period_end: true})`; false: it goes on) and `metadata`. The
// change is announced (`customer.subscription.updated`, when anything changed) after the answer,
// as the provider's webhooks follow its API's answers.
import { ApiError, bool, noSuch, onlyParams, updatedMetadata } from "./api-params";
import type { Billing } from "./billing";
import type { Route } from "./api-route";
import type { EventLog } from "./events";
import type { ProviderJson } from "./json/provider-json";
import type { PaymentStore } from "./store";

export function subscriptionUpdateRoute(
  store: PaymentStore,
  json: ProviderJson,
  billing: Billing,
  events: EventLog,
): Route {
  return [
    "POST",
    /^\/v1\/subscriptions\/([\w-]+)$/,
    (params, id) => {
      const sub = store.subscriptions.get(id!);
      if (!sub) throw noSuch("subscription", id!);
      onlyParams(params, ["cancel_at_period_end", "metadata"]);
      const cancelAtPeriodEnd = bool(params, "cancel_at_period_end");
      if (sub.status === "canceled" && cancelAtPeriodEnd !== undefined) {
        throw new ApiError(400, "A canceled subscription can only update its cancellation_details and metadata.");
      }
      const metadata = params.metadata === undefined ? undefined : updatedMetadata(sub.metadata, params);
      const specs = billing.update(sub, { cancelAtPeriodEnd, metadata });
      if (specs.length > 0) setImmediate(() => void events.publish(specs));
      return json.subscription(sub);
    },
  ];
}
