// The hosted checkout: a Payment Link's page (its `url`, `/checkout/<slug>`: the offer's id for a
// seeded link, `test_…` for one the API made), which opens a session as the provider's links do, and
// a session's page (`/checkout/sessions/:id`, the `url` of a session the API made). Paying with a
// good card, or with one that declines later (when there is a trial to start), starts the
// subscription (billing.ts), announces it (events.ts) and goes on to the session's success URL: for
// a link, its `after_completion` redirect with `{CHECKOUT_SESSION_ID}` filled in, or the provider's
// own confirmation page. As the provider's does, a declined card is said on the checkout page itself
// (402), which stays open to try another card; only Cancel goes back to the cancel URL (the site's
// /failure for a payment link), leaving the session open. A session that allows codes has a field
// for one (checkout-codes.ts: Apply posts it to `/checkout/sessions/:id/code`, Pay applies one typed).
import type { Context, Middleware } from "koa";
import { paths } from "../../app/contracts/paths.ts";
import { ApiError } from "./api-params";
import type { Billing } from "./billing";
import { applyCode, recheckDiscount } from "./checkout-codes";
import { checkoutSummary } from "./checkout-summary";
import type { EventLog } from "./events";
import { readParams, type Params } from "./form";
import { checkoutPage, closedPage, notFoundPage, type Typed } from "./pages";
import { openLinkSession } from "./link-session";
import { paymentLinkAt } from "./payment-links";
import { realNow, type CheckoutSession, type PaymentStore } from "./store";
import { buyerAddress, termsMissing } from "./checkout-form";
import { termsLabelHtml } from "./consent";

export interface CheckoutOptions {
  /** Where the site is; a payment link's Cancel returns there. */
  siteOrigin: string;
  productName: string;
  store: PaymentStore;
  billing: Billing;
  events: EventLog;
}

/** A code the page could not apply: as typed, why, and the rest of the form, kept. */
interface Code {
  typed: string;
  error?: string;
  form?: Typed;
}

export function checkoutRoutes({ siteOrigin, productName, store, billing, events }: CheckoutOptions): Middleware {
  /** The page, with a payment's `error` or a code's (`code`: what was typed and why it was refused). */
  function showSession(ctx: Context, session: CheckoutSession, error?: string, code?: Code) {
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
    const { offer, discount } = checkoutSummary(store, productName, session);
    const asksCode = session.allowPromotionCodes && !session.discount;
    ctx.body = checkoutPage({
      sessionId: session.id,
      summary: offer,
      discount,
      codeField: asksCode ? { value: code?.typed ?? "", error: code?.error } : undefined,
      submitMessage: session.submitMessage ?? undefined,
      terms:
        session.termsOfService === "required"
          ? { label: termsLabel(session), checked: code?.form?.terms_of_service === "accepted" }
          : undefined,
      typed: code?.form,
      clientReferenceId: session.clientReferenceId ?? "",
      email: customer?.email ?? session.customerEmail ?? "",
      asksAddress: session.automaticTax,
      error,
    });
  }

  const termsLabel = (session: CheckoutSession) =>
    termsLabelHtml(
      session.termsMessage,
      store.catalogue.defaultPortalConfiguration()?.business_profile.terms_of_service_url ?? null,
    );

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

  /** The code typed, applied: true when there was none or it applied, else the page again says why (400). */
  function typedCode(ctx: Context, session: CheckoutSession, form: Params): boolean {
    const typed = typeof form.promotion_code === "string" ? form.promotion_code.trim() : "";
    const error = typed && !session.discount ? applyCode(store, session, typed) : recheckDiscount(store, session);
    if (!error) return true;
    // Without a code field (a discount the API gave), the page says it above the form.
    showSession(ctx, session, session.allowPromotionCodes ? undefined : error, { typed, error, form: form as Typed });
    ctx.status = 400;
    return false;
  }

  async function pay(ctx: Context, session: CheckoutSession) {
    const form = await readParams(ctx.req);
    if (termsMissing(form, session)) {
      const typed = typeof form.promotion_code === "string" ? form.promotion_code.trim() : "";
      showSession(ctx, session, "Please accept the terms to continue.", { typed, form: form as Typed });
      ctx.status = 400;
      return;
    }
    if (!typedCode(ctx, session, form)) return;
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
    session.termsAccepted = session.termsOfService === "required";
    await events.publish(billing.startSubscription(session, customer, card, address));
    paid(ctx, session);
  }

  /** Apply: the code typed applied to the session and the page shown again, or said to be refused (400). */
  async function code(ctx: Context, session: CheckoutSession) {
    const form = await readParams(ctx.req);
    ctx.status = 200;
    if (typedCode(ctx, session, form)) showSession(ctx, session, undefined, { typed: "", form: form as Typed });
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
      const session = openLinkSession(store, stored, ctx.query);
      const typed = session.prefilledCode;
      const error = typed ? applyCode(store, session, typed) : null;
      showSession(ctx, session, undefined, error ? { typed: typed!, error } : undefined);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      ctx.status = 410;
      ctx.body = closedPage("Not for sale", error.message);
    }
  }

  return async (ctx, next) => {
    const link = /^\/checkout\/([\w-]+)$/.exec(ctx.path);
    const page = /^\/checkout\/sessions\/([\w-]+)$/.exec(ctx.path);
    const step = /^\/checkout\/sessions\/([\w-]+)\/(pay|code|decline|cancel)$/.exec(ctx.path);
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
      if (action === "code") return code(ctx, session);
      return pay(ctx, session);
    }

    ctx.throw(405);
  };
}
