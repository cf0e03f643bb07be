// The hosted checkout: a payment link's page per offer (`/checkout/:offer`, which opens a session
// as Stripe Payment Links do) and a session's page (`/checkout/sessions/:id`, the `url` of a session
// the API made). Paying with a good card, or with one that declines later (when there is a trial to
// start), starts the subscription (billing.ts), announces it (events.ts) and goes on to the
// session's success URL. As the provider's does, a declined card is said on the checkout page itself
// (402), which stays open to try another card; only Cancel goes back to the cancel URL (the site's
// /failure for a payment link), leaving the session open.
import type { Context, Middleware } from "koa";
import { defaultLocale, localeInfo, preferredLocale, type Currency } from "../../app/contracts/locales";
import { paths } from "../../app/contracts/paths.ts";
import { formatMoney } from "../../app/shared/content/money";
import { describeOffer, isOfferId, offerCharge, type OfferSummary } from "../../app/shared/content/offers";
import { TRIAL_DAYS } from "../../app/shared/content/plans";
import type { Billing } from "./billing";
import { interval } from "./catalog";
import type { EventLog } from "./events";
import { readParams } from "./form";
import { checkoutPage, closedPage, notFoundPage } from "./pages";
import { newId, realNow, type CheckoutSession, type PaymentStore } from "./store";

/** The currency of the language a payment link asks for ('de' → EUR); US dollars otherwise. */
function currencyOf(tag: string | null): Currency {
  return localeInfo[(tag && preferredLocale([tag])) || defaultLocale].currency;
}

export interface CheckoutOptions {
  /** Where the site is; a payment link returns there. */
  siteOrigin: string;
  productName: string;
  store: PaymentStore;
  billing: Billing;
  events: EventLog;
}

const text = (value: unknown) => (typeof value === "string" && value ? value : null);

export function checkoutRoutes({ siteOrigin, productName, store, billing, events }: CheckoutOptions): Middleware {
  function summaryOf(session: CheckoutSession): OfferSummary {
    const offer = describeOffer(session.offer, productName, session.currency);
    if (session.paymentLink) return offer;
    const yearly = formatMoney(offerCharge(session.offer, session.currency), session.currency, "en-US");
    const every = interval(session.offer) === "month" ? "billed monthly" : `billed ${yearly} yearly`;
    const trial = session.trialDays ? ` after a ${session.trialDays}-day free trial` : "";
    return { ...offer, billing: every + trial };
  }

  function showSession(ctx: Context, session: CheckoutSession, error?: string) {
    ctx.type = "html";
    if (session.status === "open" && realNow() > session.expiresAt) session.status = "expired";
    if (session.status !== "open") {
      ctx.status = 410;
      ctx.body =
        session.status === "complete"
          ? closedPage("Already paid", "This checkout is complete.")
          : closedPage("Checkout expired", "This checkout has expired. Go back and start again.");
      return;
    }
    const customer = session.customerId ? store.customers.get(session.customerId) : undefined;
    ctx.body = checkoutPage({
      sessionId: session.id,
      summary: summaryOf(session),
      clientReferenceId: session.clientReferenceId ?? "",
      email: customer?.email ?? session.customerEmail ?? "",
      error,
    });
  }

  const successUrl = (session: CheckoutSession) => session.successUrl!.replaceAll("{CHECKOUT_SESSION_ID}", session.id);
  const cancelUrl = (session: CheckoutSession) => session.cancelUrl ?? `${siteOrigin}${paths.failure}`;

  /** A declined card: said on the checkout, which stays open to try another one. */
  function declined(ctx: Context, session: CheckoutSession) {
    showSession(ctx, session, "Your card was declined. Nothing was charged. Try another card.");
    ctx.status = 402;
  }

  async function pay(ctx: Context, session: CheckoutSession) {
    const form = await readParams(ctx.req);
    const card = form.card === "declines_later" ? "declines_later" : "good";
    // Without a trial the first charge is now, and that card's charges fail.
    if (card === "declines_later" && !session.trialDays) return declined(ctx, session);
    const typed =
      typeof form.email === "string" && /^[^\s@]+@[^\s@]+$/.test(form.email.trim()) ? form.email.trim() : null;
    // As the provider's payment links do, a purchase without a customer makes a new one, with the
    // email the buyer gave: never someone else's customer found by that email.
    const customer =
      (session.customerId && store.customers.get(session.customerId)) ||
      store.addCustomer({ email: session.customerEmail ?? typed, name: null, metadata: {} });
    await events.publish(billing.startSubscription(session, customer, card));
    ctx.redirect(successUrl(session));
  }

  return async (ctx, next) => {
    const link = /^\/checkout\/([\w-]+)$/.exec(ctx.path);
    const page = /^\/checkout\/sessions\/([\w-]+)$/.exec(ctx.path);
    const step = /^\/checkout\/sessions\/([\w-]+)\/(pay|decline|cancel)$/.exec(ctx.path);
    if (!link && !page && !step) return next();
    ctx.set("Cache-Control", "no-store");

    if (page && ctx.method === "GET") {
      const session = store.sessions.get(page[1]!);
      if (!session) return ctx.throw(404, "No such checkout session");
      return showSession(ctx, session);
    }

    if (link && ctx.method === "GET") {
      const offer = link[1]!;
      if (!isOfferId(offer)) {
        ctx.type = "html";
        ctx.status = 404;
        ctx.body = notFoundPage(offer);
        return;
      }
      // The provider charges the visitor's currency (the Price's currency options), by where they
      // are; the stand-in takes the page's language the link carries for it.
      const locale = text(ctx.query.locale);
      const session: CheckoutSession = {
        id: newId("cs"),
        created: realNow(),
        expiresAt: realNow() + 24 * 60 * 60,
        status: "open",
        offer,
        currency: currencyOf(locale),
        paymentLink: true,
        customerId: null,
        customerEmail: text(ctx.query.prefilled_email),
        clientReferenceId: text(ctx.query.client_reference_id),
        metadata: {},
        subscriptionMetadata: {},
        trialDays: TRIAL_DAYS,
        locale,
        successUrl: `${siteOrigin}${paths.success}?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: null,
        subscriptionId: null,
      };
      store.sessions.set(session.id, session);
      return showSession(ctx, session);
    }

    if (step && ctx.method === "POST") {
      const [, id, action] = step;
      const session = store.sessions.get(id!);
      if (!session) return ctx.throw(404, "No such checkout session");
      if (session.status === "open" && realNow() > session.expiresAt) session.status = "expired";
      ctx.status = 303;
      if (session.status === "complete") return ctx.redirect(successUrl(session));
      if (session.status === "expired") return showSession(ctx, session);
      if (action === "cancel") return ctx.redirect(cancelUrl(session));
      if (action === "decline") return declined(ctx, session);
      return pay(ctx, session);
    }

    ctx.throw(405);
  };
}
