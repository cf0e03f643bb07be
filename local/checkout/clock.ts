// Per-customer test clocks, as the provider's test clocks: moving a customer's clock on ends trials
// and periods in time order (billing.ts says what each does) and sends their events as they happen.
import type { Billing } from "./billing";
import type { EventLog, WebhookDelivery } from "./events";
import { realNow, type PaymentStore } from "./store";

const DAY = 24 * 60 * 60;

export async function advanceClocks(
  { store, billing, events }: { store: PaymentStore; billing: Billing; events: EventLog },
  email: string,
  days: number,
) {
  const customers = store.customersByEmail(email);
  const sent: WebhookDelivery[] = [];
  for (const customer of customers) {
    const target = store.now(customer.id) + days * DAY;
    for (;;) {
      const live = store.subscriptionsOf(customer.id).filter((sub) => sub.status !== "canceled");
      const next = live.sort((a, b) => a.periodEnd - b.periodEnd)[0];
      if (!next || next.periodEnd > target) break;
      customer.clockOffset = next.periodEnd - realNow();
      sent.push(...(await events.publish(billing.periodEnded(next))));
    }
    customer.clockOffset = target - realNow();
  }
  return {
    customers: customers.map((customer) => ({ id: customer.id, now: store.now(customer.id) })),
    events: sent,
  };
}
