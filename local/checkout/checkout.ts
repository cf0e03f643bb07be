// The hosted checkout: a Payment Link's page (its `url`, `/checkout/<slug>`: the offer's id for a
// seeded link, `test_…` for one the API made), which opens a session as the provider's links do, and
// a session's page (`/checkout/sessions/:id`, the `url` of a session the API made). Paying with a
// good card, or with one that declines later (when there is a trial to start), starts the
// subscription (billing.ts), announces it (events.ts) and goes on to the session's success URL: for
// a link, its `after_completion` redirect with `{CHECKOUT_SESSION_ID}` filled in, or the provider's
// own confirmation page. As the provider's does, a declined card is said on the checkout page itself
// (402), which stays open to try another card; only Cancel goes back to the cancel URL (the site's
// /failure for a payment link), leaving the session open.
import type { Context, Middleware } from "koa";
import { currencyDigits } from "../../app/contracts/checkout-api";
import { paths } from "../../app/contracts/paths.ts";
import { formatMoney } from "../../app/catalogue/money";
import { taxMarkets } from "../../app/catalogue/tax";
import { describeOffer, type OfferSummary } from "../../app/catalogue/offers";
import { ApiError } from "./api-params";
import type { Billing } from "./billing";
import { unitAmount } from "./catalogue";
import type { EventLog } from "./events";
import { readParams, type Params } from "./form";
import { checkoutPage, closedPage, notFoundPage } from "./pages";
import { openLinkSession } from "./link-session";
import { paymentLinkAt } from "./payment-links";
import { realNow, type CheckoutSession, type PaymentStore } from "./store";
import type { BuyerAddress } from "./tax";

export interface CheckoutOptions {
  /** Where the site is; a payment link's Cancel returns there. */
  siteOrigin: string;
  productName: string;
  store: PaymentStore;
  billing: Billing;
  events: EventLog;
}

/**
 * Where the buyer says they live: the form's country (and a US buyer's state and ZIP code). A form
 * posted without one (a test's plain press) stands for the provider's guess from the buyer's IP
 * address: the first market selling in the session's currency (app/catalogue/tax.ts).
 */
function buyerAddress(form: Params, session: CheckoutSession): BuyerAddress {
  const field = (name: string) => (typeof form[name] === "string" && form[name].trim() ? form[name].trim() : null);
  const country = field("country")?.toUpperCase();
  if (!country || !/^[A-Z]{2}$/.test(country))
    return {
      country: taxMarkets.find((market) => market.currency === session.currency)!.country,
      state: null,
      postal_code: null,
    };
  return { country, state: field("state")?.toUpperCase() ?? null, postal_code: field("postal_code") };
}

export function checkoutRoutes({ siteOrigin, productName, store, billing, events }: CheckoutOptions): Middleware {
  /** What the page says: the offer's name, the Price's amount a month (a year's divided) and its billing. */
  function summaryOf(session: CheckoutSession): OfferSummary {
    const { currency } = session;
    const price = store.catalogue.prices.get(session.priceId)!;
    const minor = unitAmount(price, currency) ?? 0;
    const yearly = price.recurring?.interval === "year";
    const scale = 10 ** currencyDigits(currency);
    const money = (amount: number) => formatMoney(amount, currency, "en-US");
    const trial = session.trialDays ? ` after a ${session.trialDays}-day free trial` : "";
    return {
      product: describeOffer(session.offer, productName, currency).product,
      price: `${money((yearly ? Math.round(minor / 12) : minor) / scale)}/mo`,
      billing: (yearly ? `billed ${money(minor / scale)} yearly` : "billed monthly") + trial,
    };
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
      asksAddress: session.automaticTax,
      error,
    });
  }

  /** Where a paid session goes: its success URL, or the provider's confirmation (a link's `hosted_confirmation`). */
  function paid(ctx: Context, session: CheckoutSession) {
    if (session.successUrl) return ctx.redirect(session.successUrl.replaceAll("{CHECKOUT_SESSION_ID}", session.id));
    const link = session.paymentLinkId ? store.catalogue.paymentLinks.get(session.paymentLinkId)?.link : undefined;
    const message = link?.after_completion.hosted_confirmation?.custom_message;
    ctx.status = 200;
    ctx.type = "html";
    ctx.body = closedPage("Thanks for your payment", message ?? "Your subscription has started.");
  }

  const cancelUrl = (session: CheckoutSession) => session.cancelUrl ?? `${siteOrigin}${paths.failure}`;

  /** A declined card: said on the checkout, which stays open to try another one. */
  function declined(ctx: Context, session: CheckoutSession) {
    showSession(ctx, session, "Your card was declined. Nothing was charged. Try another card.");
    ctx.status = 402;
  }

  async function pay(ctx: Context, session: CheckoutSession) {
    const form = await readParams(ctx.req);
    const address = session.automaticTax ? buyerAddress(form, session) : null;
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
    await events.publish(billing.startSubscription(session, customer, card, address));
    paid(ctx, session);
  }

  function showLink(ctx: Context, slug: string) {
    ctx.type = "html";
    const stored = paymentLinkAt(store.catalogue, slug);
    if (!stored) {
      ctx.status = 404;
      ctx.body = notFoundPage(slug);
      return;
    }
    if (!stored.link.active) {
      ctx.status = 410;
      ctx.body = closedPage("Link inactive", stored.link.inactive_message ?? "This link is no longer active.");
      return;
    }
    try {
      showSession(ctx, openLinkSession(store, stored, ctx.query));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      ctx.status = 410;
      ctx.body = closedPage("Not for sale", error.message);
    }
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

    if (link && ctx.method === "GET") return showLink(ctx, link[1]!);

    if (step && ctx.method === "POST") {
      const [, id, action] = step;
      const session = store.sessions.get(id!);
      if (!session) return ctx.throw(404, "No such checkout session");
      if (session.status === "open" && realNow() > session.expiresAt) session.status = "expired";
      ctx.status = 303;
      if (session.status === "complete") return paid(ctx, session);
      if (session.status === "expired") return showSession(ctx, session);
      if (action === "cancel") return ctx.redirect(cancelUrl(session));
      if (action === "decline") return declined(ctx, session);
      return pay(ctx, session);
    }

    ctx.throw(405);
  };
}
