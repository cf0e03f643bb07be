// The identity stand-in and the API's check, together, through the protocol as the site's SDK speaks
// it (no browser, testing/stand-in-harnesses/protocol-login.ts): sign up on the hosted page with PKCE, asking
// for the site's API as Auth0's `audience`; the code exchange and every refresh give an RS256 JWT the API's verifier accepts
// against the stand-in's own JWKS. Without an audience the access token stays opaque, as before.
import { decodeJwt, decodeProtectedHeader } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessTokenVerifier } from "../../api/access-token.ts";
import {
  AUDIENCE,
  CLIENT_ID,
  SITE,
  startIdentityStandIn,
  type IdentityStandIn,
} from "../../testing/stand-in-harnesses/identity-stand-in";

const REDIRECT_URI = `${SITE}/pricing`;

let identity: IdentityStandIn;
let login: ReturnType<IdentityStandIn["login"]>;

beforeAll(async () => {
  identity = await startIdentityStandIn();
  login = identity.login(REDIRECT_URI);
});
afterAll(() => identity.close());

describe("access tokens for the site's API from the identity stand-in", () => {
  it("are RS256 JWTs for the API from sign-up and from every refresh, and the API's verifier accepts them", async () => {
    const verify = accessTokenVerifier({ issuer: `${identity.origin}/`, audience: AUDIENCE, clientId: CLIENT_ID });
    const { status, body: tokens } = await login.codeExchange(AUDIENCE);
    expect(status).toBe(200);
    expect(tokens).toMatchObject({ token_type: "Bearer", expires_in: 3600 });

    const checked = await verify(`Bearer ${tokens.access_token}`);
    const sub = decodeJwt(tokens.id_token!).sub;
    expect(checked).toEqual({ ok: true, sub, token: tokens.access_token, permissions: [] });
    expect(decodeProtectedHeader(tokens.access_token!)).toMatchObject({ alg: "RS256", kid: "local-rs256" });
    const claims = decodeJwt(tokens.access_token!);
    expect(claims).toMatchObject({ iss: `${identity.origin}/`, aud: AUDIENCE, client_id: CLIENT_ID });
    // offline_access, which oidc-provider drops without prompt=consent, only says a refresh token was asked for.
    expect(claims.scope).toBe("openid profile email");
    expect(claims.exp! - claims.iat!).toBe(3600);

    // The SDK's refresh (from its localstorage cache) names no audience either, nor a scope.
    const refreshed = await login.tokenRequest({
      grant_type: "refresh_token",
      refresh_token: tokens.refresh_token!,
      redirect_uri: REDIRECT_URI,
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refresh_token).not.toBe(tokens.refresh_token); // rotated
    expect(await verify(`Bearer ${refreshed.body.access_token}`)).toMatchObject({ ok: true, sub });

    // Auth0's token endpoint takes `audience` too (the SDK sends it with multi-resource refresh tokens).
    const named = await login.tokenRequest({
      grant_type: "refresh_token",
      refresh_token: refreshed.body.refresh_token!,
      audience: AUDIENCE,
    });
    expect(named.status).toBe(200);
    expect(await verify(`Bearer ${named.body.access_token}`)).toMatchObject({ ok: true, sub });

    const other = await login.tokenRequest({
      grant_type: "refresh_token",
      refresh_token: named.body.refresh_token!,
      audience: "https://other.example.com/",
    });
    expect(other).toMatchObject({ status: 400, body: { error: "invalid_target" } });
  });

  it("are not issued for another API: the login returns with invalid_target", async () => {
    // Refused at /authorize, before any sign-up page.
    const { back, state } = await login.signUp("https://other.example.com/");
    expect(back.searchParams.get("error")).toBe("invalid_target");
    expect(back.searchParams.get("state")).toBe(state);
  });

  it("stay as they were without an audience: opaque, for /userinfo only, which the API refuses", async () => {
    const { status, body: tokens } = await login.codeExchange();
    expect(status).toBe(200);
    expect(tokens.access_token!.split(".")).toHaveLength(1);
    const verify = accessTokenVerifier({ issuer: `${identity.origin}/`, audience: AUDIENCE, clientId: CLIENT_ID });
    expect(await verify(`Bearer ${tokens.access_token}`)).toMatchObject({ ok: false, status: 401 });
    const userinfo = await fetch(`${identity.origin}/userinfo`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(userinfo.status).toBe(200);
  });

  it("open /userinfo too, as Auth0's do, where the email is verified only once its owner has verified it", async () => {
    const { body: tokens } = await login.codeExchange(AUDIENCE);
    const userinfo = async (token = tokens.access_token!) =>
      fetch(`${identity.origin}/userinfo`, { headers: { authorization: `Bearer ${token}` } });
    const before = await userinfo();
    expect(before.status).toBe(200);
    const profile = (await before.json()) as { sub: string; email: string; email_verified: boolean };
    expect(profile).toMatchObject({ sub: decodeJwt(tokens.id_token!).sub, email_verified: false });
    expect(profile.email).toMatch(/@example\.com$/);

    const verified = await fetch(`${identity.origin}/test-identity/verify-email`, {
      method: "POST",
      body: JSON.stringify({ email: profile.email.toUpperCase() }),
    });
    expect(verified.status).toBe(200);
    expect(await (await userinfo()).json()).toMatchObject({ email: profile.email, email_verified: true });

    // Another issuer's or an altered token opens nothing.
    const [header, payload, signature] = tokens.access_token!.split(".");
    const altered = `${header}.${payload}.${signature!.slice(0, -4)}AAAA`;
    expect((await userinfo(altered)).status).toBe(401);
    const unknown = await fetch(`${identity.origin}/test-identity/verify-email`, {
      method: "POST",
      body: JSON.stringify({ email: "nobody@example.com" }),
    });
    expect(unknown.status).toBe(404);
  });

  it("carry the readout's permission for the site's owner only, as Auth0's RBAC does", async () => {
    const verify = accessTokenVerifier({ issuer: `${identity.origin}/`, audience: AUDIENCE, clientId: CLIENT_ID });
    const owner = identity.login(REDIRECT_URI, "owner@snapsong.example");
    expect(await verify(`Bearer ${await owner.accessToken(AUDIENCE)}`)).toMatchObject({
      ok: true,
      permissions: ["read:experiment"],
    });
    expect(await verify(`Bearer ${await login.accessToken(AUDIENCE)}`)).toMatchObject({ ok: true, permissions: [] });
  });
});
