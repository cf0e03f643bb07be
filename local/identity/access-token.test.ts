// @vitest-environment node
// The identity stand-in and the API's check, together, through the protocol as the site's SDK speaks
// it (no browser): sign up on the hosted page with PKCE, asking for the site's API as Auth0's
// `audience`; the code exchange and every refresh give an RS256 JWT the API's verifier accepts
// against the stand-in's own JWKS. Without an audience the access token stays opaque, as before.
import { createHash, randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { decodeJwt, decodeProtectedHeader } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessTokenVerifier } from "../../api/access-token.ts";
import { createAccountStore } from "./accounts";
import { createIdentityProvider } from "./provider";

const AUDIENCE = "https://api.example.com/";
const CLIENT_ID = "site-client";
/** Registered, never called: the login ends at its redirect, read from the Location header. */
const SITE = "http://localhost:3000";
const REDIRECT_URI = `${SITE}/pricing`;

let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = createIdentityProvider({
    origin,
    siteOrigins: [SITE],
    clientId: CLIENT_ID,
    clientName: "Snapsong",
    apiAudience: AUDIENCE,
    accounts: createAccountStore(),
  });
  server.on("request", provider.callback());
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A browser's part, by hand: cookies kept by name, redirects followed until they leave for the site. */
function browser() {
  const cookies = new Map<string, string>();
  const request = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(new URL(url, origin), {
      ...init,
      redirect: "manual",
      headers: { ...init.headers, cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join("; ") },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const [name, value] = pair!.split(/=(.*)/s) as [string, string];
      if (value) cookies.set(name, value);
      else cookies.delete(name);
    }
    return response;
  };
  /** Follows the provider's redirects; resolves with the URL it sends the visitor back to the site with. */
  const follow = async (response: Response): Promise<URL> => {
    for (let hops = 0; hops < 10; hops++) {
      const location = response.headers.get("location");
      if (!location) throw new Error(`No redirect: ${response.status} ${await response.text()}`);
      const next = new URL(location, origin);
      if (next.origin === SITE) return next;
      // The stand-in's sign-up page: fill in its form as a visitor would.
      const signUp = /^\/interaction\/([\w-]+)$/.exec(next.pathname);
      const page = await request(next.href);
      if (signUp && page.status === 200) {
        expect(await page.text()).toContain(`action="/interaction/${signUp[1]}/signup"`);
        const form = new URLSearchParams({
          name: "Ana Lima",
          email: `ana-${randomBytes(4).toString("hex")}@example.com`,
          password: "long enough",
        });
        response = await request(`/interaction/${signUp[1]}/signup`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: form,
        });
      } else {
        response = page;
      }
    }
    throw new Error("Too many redirects");
  };
  return { request, follow };
}

const base64url = (bytes: Buffer) => bytes.toString("base64url");

/** The SDK's login: /authorize with PKCE (and Auth0's `audience`), the hosted sign-up, back to the site. */
async function signUp(audience?: string) {
  const visitor = browser();
  const verifier = base64url(randomBytes(32));
  const state = base64url(randomBytes(16));
  const query = new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: REDIRECT_URI,
    response_type: "code",
    response_mode: "query",
    scope: "openid profile email offline_access",
    state,
    nonce: base64url(randomBytes(16)),
    code_challenge: base64url(createHash("sha256").update(verifier).digest()),
    code_challenge_method: "S256",
    screen_hint: "signup",
    ...(audience && { audience }),
  });
  const back = await visitor.follow(await visitor.request(`/authorize?${query}`));
  return { back, verifier, state };
}

/** A token request, form-encoded as the SDK sends it. */
async function tokenRequest(params: Record<string, string>) {
  const response = await fetch(`${origin}/oauth/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: SITE },
    body: new URLSearchParams({ client_id: CLIENT_ID, ...params }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

async function codeExchange(audience?: string) {
  const { back, verifier, state } = await signUp(audience);
  expect(back.searchParams.get("state")).toBe(state);
  const code = back.searchParams.get("code");
  expect(code, back.href).toBeTruthy();
  // The SDK's code exchange names no audience: the provider uses the one granted.
  return tokenRequest({
    grant_type: "authorization_code",
    code: code!,
    code_verifier: verifier,
    redirect_uri: REDIRECT_URI,
  });
}

describe("access tokens for the site's API from the identity stand-in", () => {
  it("are RS256 JWTs for the API from sign-up and from every refresh, and the API's verifier accepts them", async () => {
    const verify = accessTokenVerifier({ issuer: `${origin}/`, audience: AUDIENCE });
    const { status, body: tokens } = await codeExchange(AUDIENCE);
    expect(status).toBe(200);
    expect(tokens).toMatchObject({ token_type: "Bearer", expires_in: 3600 });

    const checked = await verify(`Bearer ${tokens.access_token}`);
    expect(checked).toEqual({ ok: true, sub: decodeJwt(tokens.id_token!).sub });
    expect(decodeProtectedHeader(tokens.access_token!)).toMatchObject({ alg: "RS256", kid: "local-rs256" });
    const claims = decodeJwt(tokens.access_token!);
    expect(claims).toMatchObject({ iss: `${origin}/`, aud: AUDIENCE, client_id: CLIENT_ID });
    // offline_access, which oidc-provider drops without prompt=consent, only says a refresh token was asked for.
    expect(claims.scope).toBe("openid profile email");
    expect(claims.exp! - claims.iat!).toBe(3600);

    // The SDK's refresh (from its localstorage cache) names no audience either, nor a scope.
    const refreshed = await tokenRequest({
      grant_type: "refresh_token",
      refresh_token: tokens.refresh_token!,
      redirect_uri: REDIRECT_URI,
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refresh_token).not.toBe(tokens.refresh_token); // rotated
    expect(await verify(`Bearer ${refreshed.body.access_token}`)).toEqual(checked);

    // Auth0's token endpoint takes `audience` too (the SDK sends it with multi-resource refresh tokens).
    const named = await tokenRequest({
      grant_type: "refresh_token",
      refresh_token: refreshed.body.refresh_token!,
      audience: AUDIENCE,
    });
    expect(named.status).toBe(200);
    expect(await verify(`Bearer ${named.body.access_token}`)).toEqual(checked);

    const other = await tokenRequest({
      grant_type: "refresh_token",
      refresh_token: named.body.refresh_token!,
      audience: "https://other.example.com/",
    });
    expect(other).toMatchObject({ status: 400, body: { error: "invalid_target" } });
  });

  it("are not issued for another API: the login returns with invalid_target", async () => {
    // Refused at /authorize, before any sign-up page.
    const { back, state } = await signUp("https://other.example.com/");
    expect(back.searchParams.get("error")).toBe("invalid_target");
    expect(back.searchParams.get("state")).toBe(state);
  });

  it("stay as they were without an audience: opaque, for /userinfo only, which the API refuses", async () => {
    const { status, body: tokens } = await codeExchange();
    expect(status).toBe(200);
    expect(tokens.access_token!.split(".")).toHaveLength(1);
    const verify = accessTokenVerifier({ issuer: `${origin}/`, audience: AUDIENCE });
    expect(await verify(`Bearer ${tokens.access_token}`)).toMatchObject({ ok: false, status: 401 });
    const userinfo = await fetch(`${origin}/userinfo`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(userinfo.status).toBe(200);
  });
});
