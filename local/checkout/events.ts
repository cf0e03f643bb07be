// The provider's events and their webhooks: each event keeps the object's JSON as it was at that
// moment and goes to every enabled webhook endpoint whose `enabled_events` has its type (or `*`),
// signed with that endpoint's secret (the SDK's test header); an endpoint that is disabled or lacks
// the type gets nothing. One action's events go out one after another, in the provider's order,
// after those of the actions before; a failed delivery is recorded, never retried on its own (a
// test redelivers: the same id and payload, a new signature).
import Stripe from "stripe";
import { shaped } from "./provider-shapes";
import type { Catalogue } from "./catalogue";
import { newId } from "./store";
import { endpointsFor } from "./webhook-endpoints";

export interface WebhookDelivery {
  eventId: string;
  type: string;
  /** The webhook endpoint it went to. */
  endpointId: string;
  /** The checkout session of a `checkout.session.*` event; null for the others. */
  sessionId: string | null;
  /** Null for an upcoming invoice, which has no id yet. */
  objectId: string | null;
  status: number | "unreachable";
}

interface StoredEvent {
  id: string;
  type: string;
  payload: string;
}

/** What an action announces: an event type and its object's JSON now (and, for updates, what changed). */
export interface EventSpec {
  type: string;
  /** The object's JSON (an upcoming invoice has no id). */
  object: object;
  previous?: object;
  /** When it happened, on the customer's clock. */
  created: number;
}

/** The top-level fields of `before` that differ in `after`: the provider's `previous_attributes`. */
export function changedFields(before: object, after: object): Record<string, unknown> {
  const old = before as Record<string, unknown>;
  const now = after as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(old)
      .filter((key) => JSON.stringify(old[key]) !== JSON.stringify(now[key]))
      .map((key) => [key, old[key]]),
  );
}

export function createEventLog(catalogue: Catalogue) {
  const events = new Map<string, StoredEvent>();
  const deliveries: WebhookDelivery[] = [];
  const crypto = Stripe.createSubtleCryptoProvider();
  let queue: Promise<unknown> = Promise.resolve();

  async function deliverTo(
    event: StoredEvent,
    { endpoint, secret }: ReturnType<typeof endpointsFor>[number],
  ): Promise<WebhookDelivery> {
    const object = JSON.parse(event.payload).data.object as { id?: string };
    const delivery: WebhookDelivery = {
      eventId: event.id,
      type: event.type,
      endpointId: endpoint.id,
      sessionId: event.type.startsWith("checkout.session.") ? object.id! : null,
      objectId: object.id ?? null,
      status: "unreachable",
    };
    deliveries.push(delivery);
    const signature = await Stripe.webhooks.generateTestHeaderStringAsync({
      payload: event.payload,
      secret,
      cryptoProvider: crypto,
    });
    try {
      const response = await fetch(endpoint.url, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
        body: event.payload,
        signal: AbortSignal.timeout(10_000),
      });
      delivery.status = response.status;
    } catch {
      // Stays 'unreachable'.
    }
    return delivery;
  }

  /** Delivers the event to each endpoint that takes its type now, one after another. */
  async function deliver(event: StoredEvent): Promise<WebhookDelivery[]> {
    const results: WebhookDelivery[] = [];
    for (const endpoint of endpointsFor(catalogue, event.type)) results.push(await deliverTo(event, endpoint));
    return results;
  }

  return {
    deliveries: deliveries as readonly WebhookDelivery[],
    /** The event's JSON, or undefined. */
    get: (id: string): unknown => {
      const event = events.get(id);
      return event && JSON.parse(event.payload);
    },
    /** The newest event of a type about an object. */
    latest: (type: string, objectId: string) =>
      [...events.values()].reverse().find((e) => e.type === type && JSON.parse(e.payload).data.object.id === objectId),
    /** Makes the events (their JSON fixed now) and delivers them in order. */
    async publish(specs: EventSpec[]): Promise<WebhookDelivery[]> {
      const made = specs.map(({ type, object, previous, created }): StoredEvent => {
        const id = newId("evt");
        const event = shaped("event", {
          id,
          object: "event",
          api_version: Stripe.API_VERSION,
          created,
          data: { object, ...(previous && { previous_attributes: previous }) },
          livemode: false,
          pending_webhooks: endpointsFor(catalogue, type).length,
          request: { id: null, idempotency_key: null },
          type,
        });
        return { id, type, payload: JSON.stringify(event) };
      });
      for (const event of made) events.set(event.id, event);
      // After whatever is still being delivered: two actions' events never interleave.
      const run = queue.then(async () => {
        const results: WebhookDelivery[] = [];
        for (const event of made) results.push(...(await deliver(event)));
        return results;
      });
      queue = run.catch(() => undefined);
      return run;
    },
    /**
     * Delivers a stored event again to one endpoint that takes it (the only one, or the one named),
     * as the provider's Dashboard resends; a string says why it cannot.
     */
    async redeliver(id: string, endpointId?: string): Promise<WebhookDelivery | string> {
      const event = events.get(id);
      if (!event) return `No such event: '${id}'`;
      const targets = endpointsFor(catalogue, event.type).filter(
        ({ endpoint }) => !endpointId || endpoint.id === endpointId,
      );
      if (targets.length === 1) return deliverTo(event, targets[0]!);
      return targets.length === 0
        ? "No enabled webhook endpoint takes this event."
        : "Several webhook endpoints take this event: name one (?endpoint=we_…).";
    },
  };
}

export type EventLog = ReturnType<typeof createEventLog>;
