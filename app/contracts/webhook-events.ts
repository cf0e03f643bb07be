// The payment provider's events the site's API handles (api/subscribers/lifecycle.ts): its webhook
// endpoint must be sent exactly these. A contract, so the payment stand-in's endpoint and the account
// setup read the same list.
export const SUBSCRIPTION_EVENTS = [
  "checkout.session.completed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.paid",
  "invoice.payment_failed",
] as const;
