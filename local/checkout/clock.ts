// Per-customer test clocks, as the provider's test clocks: moving a customer's clock on does, in
// time order, what falls due on the way (billing.ts says what each does): the notices before money
// moves (renewal-notices.ts), the retries of failed charges (payment-retries.ts) and the ends of
// trials and periods, sending their events as they happen.
import type { Billing } from "./billing";
import type { EventLog, EventSpec, WebhookDelivery } from "./events";
import type { RenewalNotices } from "./renewal-notices";
import { realNow, type PaymentStore } from "./store";

const DAY = 24 * 60 * 60;

export interface ClockParts {
  store: PaymentStore;
  billing: Billing;
  events: EventLog;
  notices: RenewalNotices;
}

/** What is due next for the customer's live subscriptions; on a tie, a notice, then a retry, then a period's end. */
function nextDue({ store, billing, notices }: ClockParts, customerId: string) {
  const live = store.subscriptionsOf(customerId).filter((sub) => sub.status !== "canceled");
  const candidates = live.flatMap((sub) => {
    const retry = billing.nextRetry(sub);
    return [
      notices(sub),
      retry === null ? undefined : { at: retry, send: () => billing.retry(sub) },
      { at: sub.periodEnd, send: () => billing.periodEnded(sub) },
    ];
  });
  return candidates.reduce<{ at: number; send: () => EventSpec[] } | undefined>(
    (soonest, each) => (each && (!soonest || each.at < soonest.at) ? each : soonest),
    undefined,
  );
}

export async function advanceClocks(parts: ClockParts, email: string, days: number) {
  const { store, events } = parts;
  const customers = store.customersByEmail(email);
  const sent: WebhookDelivery[] = [];
  for (const customer of customers) {
    const target = store.now(customer.id) + days * DAY;
    for (;;) {
      const next = nextDue(parts, customer.id);
      if (!next || next.at > target) break;
      // A notice already overdue (a trial shorter than its notice) goes now: the clock never runs back.
      customer.clockOffset = Math.max(next.at, store.now(customer.id)) - realNow();
      sent.push(...(await events.publish(next.send())));
    }
    customer.clockOffset = target - realNow();
  }
  return {
    customers: customers.map((customer) => ({ id: customer.id, now: store.now(customer.id) })),
    events: sent,
  };
}
