// The customer portal's login page (the provider's `billing.stripe.com/p/login/…`), the
// `login_page.url` of a portal configuration that has it on: a customer who bought without an account
// here proves their email and reaches their portal, with that configuration. The provider emails a
// one-time link; the stand-in, which sends no email, shows that link on the page in its place, and
// says the same for an email it does not know (no one learns whose email is a customer's).
//   GET  /p/login/:id   the email form       POST /p/login/:id   "check your inbox", with the link
import escapeHtml from "escape-html";
import type { Middleware } from "koa";
import { readParams } from "./form";
import { portalDocument } from "./portal-pages";
import { newId, realNow, type PaymentStore } from "./store";

const ROUTE = /^\/p\/login\/([\w-]+)$/;
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,255}$/;

export function portalLoginRoutes({ store, siteOrigin }: { store: PaymentStore; siteOrigin: string }): Middleware {
  return async (ctx, next) => {
    const match = ROUTE.exec(ctx.path);
    if (!match) return next();
    ctx.set("Cache-Control", "no-store");
    ctx.type = "html";
    const config = [...store.catalogue.portalConfigurations.values()].find(
      (candidate) =>
        candidate.active && candidate.login_page.url && new URL(candidate.login_page.url).pathname === ctx.path,
    );
    if (!config) {
      ctx.status = 404;
      ctx.body = portalDocument(
        "No such login page",
        "<h1>No such login page</h1><p>This portal login link is not on.</p>",
      );
      return;
    }
    if (ctx.method === "GET") {
      ctx.body = portalDocument(
        "Log in to your customer portal",
        `<p class="eyebrow">Customer portal</p><h1>Manage your subscriptions</h1>
        <p>Enter the email you used at the checkout; we send you a link to log in.</p>
        <form method="post"><p><label>Email <input type="email" name="email" required autocomplete="email" maxlength="320"></label></p>
        <button type="submit">Send link</button></form>`,
      );
      return;
    }
    if (ctx.method !== "POST") return ctx.throw(405);
    const email = String((await readParams(ctx.req)).email ?? "").trim();
    if (!EMAIL.test(email)) {
      ctx.status = 400;
      ctx.body = portalDocument(
        "Enter your email",
        `<h1>Enter your email</h1><p><a href="${ctx.path}">Try again</a></p>`,
      );
      return;
    }
    // The customer with subscriptions, newest first, as the provider picks one for a login link.
    const customer = store.customersByEmail(email).find((candidate) => store.subscriptionsOf(candidate.id).length > 0);
    let link = "";
    if (customer) {
      const session = {
        id: newId("bps"),
        created: realNow(),
        customerId: customer.id,
        configurationId: config.id,
        returnUrl: config.default_return_url ?? `${siteOrigin}/`,
        locale: null,
        flow: null,
      };
      store.portalSessions.set(session.id, session);
      link = `<p class="eyebrow">Local stand-in: the email's link</p><p><a href="/portal/sessions/${session.id}">Log in to your portal</a></p>`;
    }
    ctx.body = portalDocument(
      "Check your inbox",
      `<p class="eyebrow">Customer portal</p><h1>Check your inbox</h1>
      <p>If ${escapeHtml(email)} belongs to a customer, we have sent a link to log in.</p>${link}`,
    );
  };
}
