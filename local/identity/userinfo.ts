// Two things Auth0 does that oidc-provider does not by itself: `/userinfo` answers the site's API
// access token (Auth0 issues it for `/userinfo` too when `openid` is asked for; oidc-provider only
// takes its opaque tokens there), and an account's email is verified by a step of its own (Auth0's
// verification email; here `POST /test-identity/verify-email` with JSON `{"email"}`).
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from "jose";
import type { Middleware } from "koa";
import { readText } from "../read-body";
import type { AccountStore } from "./accounts";
import { profileClaims } from "./accounts";

interface Options {
  issuer: string;
  apiAudience: string;
  /** The provider's public keys. */
  jwks: JSONWebKeySet;
  accounts: AccountStore;
}

const JWT = /^Bearer ([\w-]+\.[\w-]+\.[\w-]+)$/;

export function auth0Userinfo({ issuer, apiAudience, jwks, accounts }: Options): Middleware {
  const keys = createLocalJWKSet(jwks);
  return async (ctx, next) => {
    if (ctx.path === "/test-identity/verify-email" && ctx.method === "POST") {
      let email: unknown;
      try {
        email = (JSON.parse(await readText(ctx.req, 4096)) as { email?: unknown }).email;
      } catch {
        email = undefined;
      }
      const account = typeof email === "string" ? accounts.verifyEmail(email) : undefined;
      ctx.status = account ? 200 : 404;
      ctx.body = account ? { email: account.email, email_verified: true } : { error: "No account with that email." };
      return;
    }
    const token = ctx.path === "/userinfo" ? JWT.exec(ctx.get("Authorization"))?.[1] : undefined;
    if (!token) return next();
    ctx.set("Cache-Control", "no-store");
    try {
      const { payload } = await jwtVerify(token, keys, { issuer, audience: apiAudience, algorithms: ["RS256"] });
      const account = accounts.findById(String(payload.sub));
      if (!account) throw new Error("no such account");
      ctx.body = profileClaims(account);
    } catch {
      ctx.status = 401;
      ctx.set("WWW-Authenticate", 'Bearer error="invalid_token"');
      ctx.body = { error: "invalid_token" };
    }
  };
}
