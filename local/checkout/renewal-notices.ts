// The provider's notices before money moves, each sent once: `customer.subscription.trial_will_end`
// three days before a trial ends (with the subscription), and `invoice.upcoming` seven days before
// an annual subscription renews (the account's "upcoming renewal events" setting; the stand-in
// sends it before annual renewals only, the ones the site mails about), with the invoice the
// renewal will make (json/upcoming-invoice.ts). A subscription set to end at its period's end has
// no renewal to announce.
import type { EventSpec } from "./events";
import type { ProviderJson } from "./json/provider-json";
import type { PaymentStore, Subscription } from "./store";

const DAY = 24 * 60 * 60;
const TRIAL_NOTICE_DAYS = 3;
const RENEWAL_NOTICE_DAYS = 7;

export interface DueNotice {
  /** When it is due, on the customer's clock. */
  at: number;
  send: () => EventSpec[];
}

export function renewalNotices(store: PaymentStore, json: ProviderJson) {
  const annual = (sub: Subscription) => store.catalogue.prices.get(sub.priceId)?.recurring?.interval === "year";

  /** The notice the subscription has next, if one is still to be sent. */
  return function due(sub: Subscription): DueNotice | undefined {
    const created = () => store.now(sub.customerId);
    const { trialEnd } = sub;
    if (sub.status === "trialing" && trialEnd !== null && sub.noticed.trialEnd !== trialEnd) {
      return {
        at: trialEnd - TRIAL_NOTICE_DAYS * DAY,
        send() {
          sub.noticed.trialEnd = trialEnd;
          return [{ type: "customer.subscription.trial_will_end", object: json.subscription(sub), created: created() }];
        },
      };
    }
    const renews = sub.status !== "trialing" && sub.status !== "canceled" && !sub.cancelAtPeriodEnd;
    if (renews && annual(sub) && sub.noticed.renewal !== sub.periodEnd) {
      const renewal = sub.periodEnd;
      return {
        at: renewal - RENEWAL_NOTICE_DAYS * DAY,
        send() {
          sub.noticed.renewal = renewal;
          return [{ type: "invoice.upcoming", object: json.upcomingInvoice(sub), created: created() }];
        },
      };
    }
    return undefined;
  };
}

export type RenewalNotices = ReturnType<typeof renewalNotices>;
