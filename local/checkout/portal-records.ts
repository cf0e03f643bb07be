// A customer portal session as the payment stand-in keeps it (store.ts holds them), with the flow
// it was opened for.
export interface PortalFlow {
  type: "subscription_cancel" | "subscription_update" | "subscription_update_confirm" | "payment_method_update";
  subscriptionId: string | null;
  /** subscription_update_confirm: the item and the Price it changes to. */
  itemId: string | null;
  priceId: string | null;
  /** after_completion: redirect to this, or null for the portal's home. */
  redirectUrl: string | null;
}

export interface PortalSession {
  id: string;
  /** Real time: a portal link is good for a few minutes whatever the customer's clock says. */
  created: number;
  customerId: string;
  /** The portal configuration whose features it offers. */
  configurationId: string;
  returnUrl: string | null;
  locale: string | null;
  flow: PortalFlow | null;
}
