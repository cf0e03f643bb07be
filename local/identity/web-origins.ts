// Auth0 answers a silent check (`response_mode=web_message`, the SDK's hidden iframe) only when the
// redirect URI's origin is one of the application's Allowed Web Origins; otherwise it shows an
// error page and posts nothing back, so the SDK's check times out.
import type { Middleware } from "koa";
import { webMessageAllowed } from "./management/application";
import type { Tenant } from "./management/tenant";
import { messagePage } from "./pages";

export function webOriginCheck(tenant: Tenant): Middleware {
  return async (ctx, next) => {
    if (ctx.path !== "/authorize" || ctx.method !== "GET" || ctx.query.response_mode !== "web_message") return next();
    const app = tenant.application(String(ctx.query.client_id ?? ""));
    const redirectUri = String(ctx.query.redirect_uri ?? "");
    if (!app || webMessageAllowed(app, redirectUri)) return next();
    ctx.status = 400;
    ctx.type = "html";
    ctx.body = messagePage(
      "Sign-in error",
      `invalid_request: The specified redirect_uri '${redirectUri}' does not have a registered origin.`,
    );
  };
}
