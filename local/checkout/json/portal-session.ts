// A customer portal session in the provider's JSON, with the flow it was opened for.
import { shaped } from "../provider-shapes";
import type { PortalSession } from "../store";

export function portalSessionJson(p: PortalSession, origin: string) {
  const flow = p.flow;
  return shaped("billing_portal.session", {
    id: p.id,
    object: "billing_portal.session",
    configuration: p.configurationId,
    created: p.created,
    customer: p.customerId,
    flow: flow && {
      type: flow.type,
      after_completion: flow.redirectUrl
        ? { type: "redirect", redirect: { return_url: flow.redirectUrl } }
        : { type: "portal_homepage" },
      customer_update: null,
      subscription_cancel: flow.type === "subscription_cancel" ? { subscription: flow.subscriptionId } : null,
      subscription_pause: null,
      subscription_update: flow.type === "subscription_update" ? { subscription: flow.subscriptionId } : null,
      subscription_update_confirm:
        flow.type === "subscription_update_confirm"
          ? {
              discounts: [],
              items: [{ id: flow.itemId, price: flow.priceId, quantity: 1 }],
              subscription: flow.subscriptionId,
            }
          : null,
    },
    livemode: false,
    locale: p.locale,
    return_url: p.returnUrl,
    url: `${origin}/portal/sessions/${p.id}`,
  });
}
