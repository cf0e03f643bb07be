// `POST /v1/subscriptions/:id`, as far as the stand-in takes it: `cancel_at_period_end` (true: the
// subscription ends at its period's end, a trial's end while trialing, as the provider's
// `subscriptions.update(id, {cancel_at_period_end: true})`; false: it goes on) and `metadata`; and
// `DELETE /v1/subscriptions/:id` (`subscriptions.cancel(id, {invoice_now, prorate})`), which ends it
// now, on the customer's clock, as the portal's immediate cancel does (billing.ts `cancelNow`): the
// stand-in credits nothing for the unused time, so there is nothing to invoice; to a second cancel
// a canceled one is no such subscription, as to the provider's. Each change is announced
// (`customer.subscription.updated` when anything changed, `customer.subscription.deleted`) after
// the answer, as the provider's webhooks follow its API's answers.
import { ApiError, bool, noSuch, onlyParams, updatedMetadata } from "./api-params";
import type { Billing } from "./billing";
import type { Route } from "./api-route";
import type { EventLog } from "./events";
import type { ProviderJson } from "./json/provider-json";
import type { PaymentStore } from "./store";

const CANCELED = "A canceled subscription can only update its cancellation_details and metadata.";

export function subscriptionRoutes(
  store: PaymentStore,
  json: ProviderJson,
  billing: Billing,
  events: EventLog,
): Route[] {
  const update: Route = [
    "POST",
    /^\/v1\/subscriptions\/([\w-]+)$/,
    (params, id) => {
      const sub = store.subscriptions.get(id!);
      if (!sub) throw noSuch("subscription", id!);
      onlyParams(params, ["cancel_at_period_end", "metadata"]);
      const cancelAtPeriodEnd = bool(params, "cancel_at_period_end");
      if (sub.status === "canceled" && cancelAtPeriodEnd !== undefined) {
        throw new ApiError(400, CANCELED);
      }
      const metadata = params.metadata === undefined ? undefined : updatedMetadata(sub.metadata, params);
      const specs = billing.update(sub, { cancelAtPeriodEnd, metadata });
      if (specs.length > 0) setImmediate(() => void events.publish(specs));
      return json.subscription(sub);
    },
  ];
  const cancel: Route = [
    "DELETE",
    /^\/v1\/subscriptions\/([\w-]+)$/,
    (params, id) => {
      const sub = store.subscriptions.get(id!);
      // As the provider's: a canceled subscription is gone for a cancel, though it can still be read.
      if (!sub || sub.status === "canceled") throw noSuch("subscription", id!);
      onlyParams(params, ["invoice_now", "prorate"]);
      bool(params, "invoice_now");
      bool(params, "prorate");
      const specs = billing.cancelNow(sub);
      setImmediate(() => void events.publish(specs));
      return json.subscription(sub);
    },
  ];
  return [update, cancel];
}
