// Auth0's names for what OpenID's endpoints, which oidc-provider speaks, call otherwise: `returnTo`
// on /v2/logout and `audience` on /authorize and /oauth/token.
import type { Middleware } from "koa";
import { readText } from "../read-body";
import { replaceBody } from "./replace-body";

/** Auth0's /v2/logout takes `returnTo`; OpenID's end-session endpoint calls it post_logout_redirect_uri. */
export const auth0LogoutParameters: Middleware = async (ctx, next) => {
  if (ctx.path === "/v2/logout" && ctx.method === "GET" && ctx.query.returnTo) {
    const params = new URLSearchParams(ctx.querystring);
    params.set("post_logout_redirect_uri", String(ctx.query.returnTo));
    params.delete("returnTo");
    ctx.querystring = params.toString();
  }
  await next();
};

const MAX_TOKEN_REQUEST_BYTES = 16 * 1024;

/**
 * Auth0 names the API `audience`, on /authorize and on a token request (the SDK sends it there only
 * with multi-resource refresh tokens); RFC 8707, which oidc-provider speaks, calls it `resource`.
 */
export const auth0AudienceParameter: Middleware = async (ctx, next) => {
  if (ctx.path === "/authorize" && ctx.method === "GET" && ctx.query.audience !== undefined) {
    ctx.querystring = audienceAsResource(new URLSearchParams(ctx.querystring)).toString();
  } else if (ctx.path === "/oauth/token" && ctx.method === "POST" && ctx.is("application/x-www-form-urlencoded")) {
    const form = new URLSearchParams(await readText(ctx.req, MAX_TOKEN_REQUEST_BYTES));
    replaceBody(ctx, audienceAsResource(form).toString());
  }
  await next();
};

function audienceAsResource(params: URLSearchParams): URLSearchParams {
  for (const audience of params.getAll("audience")) params.append("resource", audience);
  params.delete("audience");
  return params;
}
