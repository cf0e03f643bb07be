// The payment provider's events the site's API handles (api/subscribers/lifecycle.ts): its webhook
// endpoint must be sent exactly these. A contract, so the payment stand-in's endpoint and the account
// setup read the same list.
export const SUBSCRIPTION_EVENTS = [
  "checkout.session.completed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  // Three days before a trial ends: the reminder before the first charge (api/mail/).
  "customer.subscription.trial_will_end",
  "invoice.paid",
  "invoice.payment_failed",
  // Days before a renewal (the account's "upcoming renewal events" setting): an annual plan's reminder.
  "invoice.upcoming",
  // Money that went back (api/subscribers/reversals.ts): a refund, a dispute lost; and a refund
  // that did not, after all (the card could not take it).
  "charge.refunded",
  "charge.dispute.closed",
  "refund.failed",
] as const;
