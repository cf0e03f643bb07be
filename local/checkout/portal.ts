// The hosted customer portal: `/portal/sessions/:id` is a portal session's `url`. It lists the
// customer's subscriptions, card and invoices, and cancels, resumes and switches a subscription and
// changes the card (billing.ts), announcing each change (events.ts), as far as the session's portal
// configuration allows: its features turn each part on, cancellation is at the period's end or
// immediate (`mode`), and a switch is only to the configured Prices. A session made with `flow_data`
// opens on that flow's page and, once done, goes to the flow's redirect or the session's return URL.
// A link is good for five minutes, reloads included.
import type { Context, Middleware } from "koa";
import type { Billing } from "./billing";
import type { StoredPrice } from "./catalogue";
import type { EventLog } from "./events";
import { readParams } from "./form";
import {
  cancelPage,
  choosePlanPage,
  confirmPlanPage,
  paymentMethodPage,
  portalExpiredPage,
  portalHome,
  type PortalView,
} from "./portal-pages";
import { switchablePrices } from "./portal-features";
import { realNow, type PaymentStore, type PortalSession, type Subscription } from "./store";

const LINK_LIFETIME_SECONDS = 5 * 60;

export interface PortalOptions {
  productName: string;
  store: PaymentStore;
  billing: Billing;
  events: EventLog;
}

const ROUTE =
  /^\/portal\/sessions\/([\w-]+)(?:\/(cancel|resume|update|payment-method)(?:\/([\w-]+)(?:\/([\w-]+))?)?)?$/;

export function portalRoutes({ productName, store, billing, events }: PortalOptions): Middleware {
  /** Where the flow's page sends the customer: its end for a flow session, the portal's home otherwise. */
  function onward(session: PortalSession, base: string) {
    if (!session.flow) return { href: base, label: "Go back" };
    return { href: session.flow.redirectUrl ?? session.returnUrl ?? base, label: "Go back" };
  }

  function flowPage(session: PortalSession, base: string): string {
    const flow = session.flow!;
    switch (flow.type) {
      case "subscription_cancel":
        return `${base}/cancel/${flow.subscriptionId}`;
      case "subscription_update":
        return `${base}/update/${flow.subscriptionId}`;
      case "subscription_update_confirm":
        return `${base}/update/${flow.subscriptionId}/${flow.priceId}`;
      case "payment_method_update":
        return `${base}/payment-method`;
    }
  }

  const configOf = (session: PortalSession) => store.catalogue.portalConfigurations.get(session.configurationId)!;
  const switchable = (session: PortalSession, sub: Subscription) =>
    switchablePrices(store.catalogue, configOf(session), sub);

  /** The Price this session may switch the subscription to: the flow's, or one the configuration offers. */
  function allowedPrice(session: PortalSession, sub: Subscription, id: string): StoredPrice | undefined {
    if (session.flow?.type === "subscription_update_confirm" && session.flow.priceId !== id) return undefined;
    return switchable(session, sub).find((price) => price.id === id);
  }

  function viewOf(session: PortalSession, base: string): PortalView {
    return {
      base,
      productName,
      returnUrl: session.returnUrl,
      config: configOf(session),
      price: (id) => store.catalogue.prices.get(id)!,
      canSwitch: (sub) => switchable(session, sub).length > 0,
    };
  }

  async function act(ctx: Context, session: PortalSession, base: string, step: string, subId?: string, price?: string) {
    const customer = store.customers.get(session.customerId)!;
    const view = viewOf(session, base);
    const { features } = view.config;
    const post = ctx.method === "POST";
    const sub = subId ? store.subscriptions.get(subId) : undefined;
    if (subId && (sub?.customerId !== customer.id || sub.status === "canceled")) return ctx.throw(404);
    const done = onward(session, base);
    const finish = async (specs: Parameters<EventLog["publish"]>[0], to = done.href) => {
      await events.publish(specs);
      ctx.status = 303;
      ctx.redirect(to);
    };
    ctx.type = "html";

    if (step === "" && !post) {
      if (session.flow) return ctx.redirect(flowPage(session, base));
      const subscriptions = store.subscriptionsOf(customer.id);
      ctx.body = portalHome(view, { customer, subscriptions, invoices: store.invoicesOf(customer.id) });
      return;
    }
    if (step === "payment-method" && !subId && features.payment_method_update.enabled) {
      if (!post) return (ctx.body = paymentMethodPage(view, customer.card, done));
      const card = (await readParams(ctx.req)).card === "declines_later" ? "declines_later" : "good";
      return finish(billing.setCard(customer, card));
    }
    if (!sub) return ctx.throw(404);
    if (step === "cancel" && !price && features.subscription_cancel.enabled) {
      if (!post) return (ctx.body = cancelPage(view, sub, done));
      if (features.subscription_cancel.mode === "immediately") return finish(billing.cancelNow(sub));
      return finish(sub.cancelAtPeriodEnd ? [] : billing.cancel(sub));
    }
    if (step === "resume" && post && !price) {
      return finish(sub.cancelAtPeriodEnd ? billing.resume(sub) : [], base);
    }
    if (step === "update" && !price && !post && view.canSwitch(sub)) {
      const options = switchable(session, sub).map((option) => ({
        price: option,
        href: `${base}/update/${sub.id}/${option.id}`,
      }));
      return (ctx.body = choosePlanPage(view, sub, options, done));
    }
    // A confirmation sent twice: the switch is done already.
    if (step === "update" && price === sub.priceId && post) return finish([]);
    const chosen = step === "update" && price ? allowedPrice(session, sub, price) : undefined;
    if (!chosen) return ctx.throw(404);
    if (!post) return (ctx.body = confirmPlanPage(view, sub, chosen, done));
    return finish(billing.switchPrice(sub, chosen));
  }

  return async (ctx, next) => {
    const match = ROUTE.exec(ctx.path);
    if (!match) return next();
    if (ctx.method !== "GET" && ctx.method !== "POST") return ctx.throw(405);
    ctx.set("Cache-Control", "no-store");
    const [, id, step = "", subId, price] = match;
    const session = store.portalSessions.get(id!);
    if (!session) return ctx.throw(404, "No such portal session");
    const base = `/portal/sessions/${session.id}`;
    if (realNow() - session.created > LINK_LIFETIME_SECONDS) {
      ctx.status = 410;
      ctx.type = "html";
      ctx.body = portalExpiredPage(viewOf(session, base));
      return;
    }
    return act(ctx, session, base, step, subId, price);
  };
}
