// The local stand-in for hosted checkout (Stripe Payment Links): a page per offer that names what
// it sells and at what price, and sends the visitor back to the site paid (/success) or not (/failure).
import { randomBytes } from "node:crypto";
import type { Middleware } from "koa";
import { describeOffer, isOfferId } from "../../app/content/offers";
import { paths } from "../../app/paths.ts";
import { checkoutPage, notFoundPage } from "./pages";

export interface CheckoutOptions {
  /** Where the site is; payment returns there. */
  siteOrigin: string;
  productName: string;
}

export function checkoutRoutes({ siteOrigin, productName }: CheckoutOptions): Middleware {
  return async (ctx, next) => {
    const match = /^\/checkout\/([\w-]+)(?:\/(pay|decline))?$/.exec(ctx.path);
    if (!match) return next();
    const [, offer, action] = match;
    ctx.set("Cache-Control", "no-store");
    if (!isOfferId(offer)) {
      ctx.status = 404;
      ctx.type = "html";
      ctx.body = notFoundPage(offer ?? "");
      return;
    }

    if (ctx.method === "GET" && !action) {
      ctx.type = "html";
      ctx.body = checkoutPage({
        offer,
        summary: describeOffer(offer, productName),
        clientReferenceId: String(ctx.query.client_reference_id ?? ""),
        email: String(ctx.query.prefilled_email ?? ""),
        query: ctx.querystring,
      });
      return;
    }

    if (ctx.method === "POST" && action === "pay") {
      ctx.status = 303;
      ctx.redirect(`${siteOrigin}${paths.success}?session_id=cs_local_${randomBytes(12).toString("hex")}`);
      return;
    }

    if (ctx.method === "POST" && action === "decline") {
      ctx.status = 303;
      ctx.redirect(`${siteOrigin}${paths.failure}`);
      return;
    }

    ctx.throw(405);
  };
}
