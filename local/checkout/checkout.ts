// The local stand-in for hosted checkout (Stripe Payment Links): a page per offer that names what it
// sells and at what price. Opening it opens a checkout session (sessions.ts); paying completes the
// session, announces it to the site's webhook (stripe-api.ts) and sends the visitor back to /success
// with the session's id; declining or cancelling goes back to /failure, leaving it open.
import type { Middleware } from "koa";
import { defaultLocale, localeInfo, preferredLocale, type Currency } from "../../app/contracts/locales";
import { describeOffer, isOfferId } from "../../app/shared/content/offers";

import { paths } from "../../app/contracts/paths.ts";
import { checkoutPage, notFoundPage } from "./pages";
import type { SessionStore, StoredSession } from "./sessions";

/** The currency of the language a payment link asks for ('de' → EUR); US dollars otherwise. */
function currencyOf(tag: string | null): Currency {
  return localeInfo[(tag && preferredLocale([tag])) || defaultLocale].currency;
}

export interface CheckoutOptions {
  /** Where the site is; payment returns there. */
  siteOrigin: string;
  productName: string;
  sessions: SessionStore;
  /** Tells the site a checkout completed (the provider's webhook). */
  announce: (session: StoredSession) => Promise<void>;
}

const text = (value: unknown) => (typeof value === "string" && value ? value : null);

export function checkoutRoutes({ siteOrigin, productName, sessions, announce }: CheckoutOptions): Middleware {
  return async (ctx, next) => {
    const page = /^\/checkout\/([\w-]+)$/.exec(ctx.path);
    const step = /^\/checkout\/sessions\/([\w-]+)\/(pay|decline)$/.exec(ctx.path);
    if (!page && !step) return next();
    ctx.set("Cache-Control", "no-store");

    if (page && ctx.method === "GET") {
      const offer = page[1]!;
      ctx.type = "html";
      if (!isOfferId(offer)) {
        ctx.status = 404;
        ctx.body = notFoundPage(offer);
        return;
      }
      const reference = text(ctx.query.client_reference_id);
      const email = text(ctx.query.prefilled_email);
      // The provider charges the visitor's currency (the Price's currency options), by where they
      // are; the stand-in takes the page's language the link carries for it.
      const currency = currencyOf(text(ctx.query.locale));
      const session = sessions.open(offer, reference, email, currency);
      ctx.body = checkoutPage({
        sessionId: session.id,
        summary: describeOffer(offer, productName, currency),
        clientReferenceId: reference ?? "",
        email: email ?? "",
      });
      return;
    }

    if (step && ctx.method === "POST") {
      const [, id, action] = step;
      const session = sessions.get(id!);
      if (!session) return ctx.throw(404, "No such checkout session");
      ctx.status = 303;
      if (action === "decline") return ctx.redirect(`${siteOrigin}${paths.failure}`);
      sessions.settle(session.id, "complete");
      void announce(session);
      return ctx.redirect(`${siteOrigin}${paths.success}?session_id=${session.id}`);
    }

    ctx.throw(405);
  };
}
