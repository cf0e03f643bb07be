// @vitest-environment node
// The identity stand-in's Management API through the official `auth0` SDK, as the preflight calls
// it: a token for the machine-to-machine application, the site's application and API read and
// changed, and the provider doing as they say from the next request on (testing/stand-ins/protocol-login.ts plays
// the site's SDK, without a browser).
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { ManagementClient } from "auth0";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OWNER_PERMISSION } from "../../../app/contracts/experiment-api.ts";
import { locales, localizedPath } from "../../../app/contracts/locales.ts";
import { paths } from "../../../app/contracts/paths.ts";
import { createAccountStore } from "../accounts";
import { protocolLogin } from "../../../testing/stand-ins/protocol-login";
import { createIdentityProvider } from "../provider";
import { standInManagementOptions } from "./sdk-options";

const AUDIENCE = "https://api.example.com/";
const CLIENT_ID = "site-client";
/** Registered, never called: a login ends at its redirect, read from the Location header. */
const SITE = "http://localhost:3000";
const MACHINE = { clientId: "management-client", clientSecret: "management-secret" };
const everyLanguage = (path: string) => locales.map((locale) => SITE + localizedPath(path, locale));

let server: Server;
let origin: string;
let management: ManagementClient;

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
    managementClient: MACHINE,
  });
  server.on("request", provider.callback());
  management = new ManagementClient({ ...standInManagementOptions(origin), ...MACHINE });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const login = (redirectUri = `${SITE}/pricing`, email?: string) =>
  protocolLogin({ origin, clientId: CLIENT_ID, redirectUri, email });

async function managementToken(params: Record<string, string> = {}) {
  const response = await fetch(`${origin}/oauth/token`, {
    method: "POST",
    body: new URLSearchParams({
      grant_type: "client_credentials",
      client_id: MACHINE.clientId,
      client_secret: MACHINE.clientSecret,
      audience: `${origin}/api/v2/`,
      ...params,
    }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

/** /authorize as the site's SDK calls it, answered without following: a redirect, or a page of the provider's. */
async function authorize(params: Record<string, string>) {
  const query = new URLSearchParams({
    client_id: CLIENT_ID,
    response_type: "code",
    scope: "openid",
    code_challenge: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
    code_challenge_method: "S256",
    state: "state",
    ...params,
  });
  const response = await fetch(`${origin}/authorize?${query}`, { redirect: "manual" });
  return { status: response.status, text: await response.text() };
}

describe("the Management API's token", () => {
  it("is Auth0's JWT for the machine-to-machine application's secret, and a wrong secret is refused", async () => {
    const { status, body } = await managementToken();
    expect(status).toBe(200);
    expect(body).toMatchObject({
      token_type: "Bearer",
      expires_in: 86400,
      scope: "read:clients update:clients read:resource_servers update:resource_servers",
    });
    expect(decodeJwt(body.access_token!)).toMatchObject({
      iss: `${origin}/`,
      sub: `${MACHINE.clientId}@clients`,
      aud: `${origin}/api/v2/`,
      gty: "client-credentials",
      azp: MACHINE.clientId,
    });

    const wrong = new ManagementClient({ ...standInManagementOptions(origin), ...MACHINE, clientSecret: "not it" });
    await expect(wrong.clients.get(CLIENT_ID)).rejects.toMatchObject({
      statusCode: 401,
      body: { error: "access_denied", error_description: "Unauthorized" },
    });
    // Only for the Management API, and only its scopes.
    expect(await managementToken({ audience: AUDIENCE })).toMatchObject({
      status: 403,
      body: { error: "access_denied" },
    });
    expect(await managementToken({ scope: "read:users" })).toMatchObject({
      status: 403,
      body: { error: "access_denied", error_description: "Client has not been granted scopes: read:users" },
    });
  });

  it("is needed for every call (401), with the scope the call needs (403)", async () => {
    const missing = await fetch(`${origin}/api/v2/clients/${CLIENT_ID}`);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ statusCode: 401, error: "Unauthorized", message: "Missing authentication" });
    // A person's access token for the site's API is not one.
    const personal = await login().accessToken(AUDIENCE);
    const stranger = new ManagementClient({ ...standInManagementOptions(origin), token: personal });
    await expect(stranger.clients.get(CLIENT_ID)).rejects.toMatchObject({
      statusCode: 401,
      body: { statusCode: 401, error: "Unauthorized", message: "Invalid token" },
    });

    const { body } = await managementToken({ scope: "read:clients" });
    const reader = new ManagementClient({ ...standInManagementOptions(origin), token: body.access_token! });
    expect(await reader.clients.get(CLIENT_ID)).toMatchObject({ client_id: CLIENT_ID });
    await expect(reader.clients.update(CLIENT_ID, { name: "Renamed" })).rejects.toMatchObject({
      statusCode: 403,
      body: {
        statusCode: 403,
        error: "Forbidden",
        message: "Insufficient scope, expected any of: update:clients,update:client_keys",
        errorCode: "insufficient_scope",
      },
    });
    await expect(reader.resourceServers.get(AUDIENCE)).rejects.toMatchObject({ statusCode: 403 });
  });
});

describe("the site's application", () => {
  it("is the single-page application the site signs in with, in Auth0's fields", async () => {
    const app = await management.clients.get(CLIENT_ID);
    expect(app).toMatchObject({
      client_id: CLIENT_ID,
      name: "Snapsong",
      app_type: "spa",
      token_endpoint_auth_method: "none",
      oidc_conformant: true,
      grant_types: ["authorization_code", "refresh_token"],
      callbacks: everyLanguage(paths.pricing),
      allowed_logout_urls: everyLanguage(paths.landing),
      web_origins: [SITE],
      jwt_configuration: { alg: "RS256" },
      refresh_token: { rotation_type: "rotating", expiration_type: "expiring", leeway: 0 },
    });
    const some = await management.clients.get(CLIENT_ID, { fields: "callbacks,web_origins", include_fields: true });
    expect(Object.keys(some)).toEqual(["callbacks", "web_origins"]);
    await expect(management.clients.get("nobody")).rejects.toMatchObject({
      statusCode: 404,
      body: { errorCode: "inexistent_client", message: "The client does not exist" },
    });
  });

  it("refuses a callback taken away at /authorize, as Auth0 does, and takes it again once restored", async () => {
    const { callbacks } = await management.clients.get(CLIENT_ID);
    const japanese = `${SITE}/ja/pricing`;
    const updated = await management.clients.update(CLIENT_ID, {
      callbacks: callbacks!.filter((url) => url !== japanese),
    });
    expect(updated.callbacks).not.toContain(japanese);

    const refused = await authorize({ redirect_uri: japanese });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain("redirect_uri did not match any of the client&#39;s registered redirect_uris");
    expect((await login(`${SITE}/de/pricing`).signUp()).back.searchParams.has("code")).toBe(true);

    await management.clients.update(CLIENT_ID, { callbacks });
    expect((await login(japanese).signUp()).back.searchParams.has("code")).toBe(true);
  });

  it("refuses a logout URL taken away, and answers no silent check from a web origin taken away", async () => {
    const app = await management.clients.get(CLIENT_ID);
    const logOut = async () => {
      const query = new URLSearchParams({ client_id: CLIENT_ID, returnTo: `${SITE}/fr` });
      return (await fetch(`${origin}/v2/logout?${query}`, { redirect: "manual" })).status;
    };
    // The SDK's hidden iframe; no session here, so the provider's answer is login_required, posted back.
    const silentCheck = () =>
      authorize({ redirect_uri: `${SITE}/pricing`, response_mode: "web_message", prompt: "none" });
    expect(await logOut()).toBe(200);
    expect((await silentCheck()).text).toContain("login_required");

    await management.clients.update(CLIENT_ID, {
      allowed_logout_urls: app.allowed_logout_urls!.filter((url) => url !== `${SITE}/fr`),
      web_origins: [],
    });
    expect(await logOut()).toBe(400);
    const unanswered = await silentCheck();
    expect(unanswered.status).toBe(400);
    expect(unanswered.text).toContain("does not have a registered origin");
    expect(unanswered.text).not.toContain("postMessage");

    await management.clients.update(CLIENT_ID, {
      allowed_logout_urls: app.allowed_logout_urls,
      web_origins: app.web_origins,
    });
    expect(await logOut()).toBe(200);
  });

  it("stops rotating refresh tokens once rotation is turned off, and says so", async () => {
    const off = { rotation_type: "non-rotating", expiration_type: "non-expiring" } as const;
    expect((await management.clients.update(CLIENT_ID, { refresh_token: off })).refresh_token).toMatchObject(off);
    expect((await management.clients.get(CLIENT_ID)).refresh_token).toMatchObject({ ...off, leeway: 0 });

    const site = login();
    const { body: tokens } = await site.codeExchange(AUDIENCE);
    const refresh = () => site.tokenRequest({ grant_type: "refresh_token", refresh_token: tokens.refresh_token! });
    expect((await refresh()).body.refresh_token).toBe(tokens.refresh_token);
    expect((await refresh()).status).toBe(200); // the same token again

    await management.clients.update(CLIENT_ID, {
      refresh_token: { rotation_type: "rotating", expiration_type: "expiring" },
    });
    expect((await refresh()).body.refresh_token).not.toBe(tokens.refresh_token);
  });

  it("lets an allowed origin call the token endpoint from a page (CORS), and no other", async () => {
    // A refresh with a made-up token: refused either way, but for its origin first.
    const refreshFrom = async (from: string) => {
      const response = await fetch(`${origin}/oauth/token`, {
        method: "POST",
        headers: { origin: from },
        body: new URLSearchParams({ client_id: CLIENT_ID, grant_type: "refresh_token", refresh_token: "made-up" }),
      });
      return { allowOrigin: response.headers.get("access-control-allow-origin"), body: await response.json() };
    };
    const other = "https://other.example";
    expect(await refreshFrom(SITE)).toEqual({
      allowOrigin: SITE,
      body: expect.objectContaining({ error: "invalid_grant" }),
    });
    expect(await refreshFrom(other)).toEqual({
      allowOrigin: null,
      body: expect.objectContaining({
        error: "invalid_request",
        error_description: expect.stringContaining("not allowed"),
      }),
    });
    await management.clients.update(CLIENT_ID, { allowed_origins: [other] });
    expect((await refreshFrom(other)).allowOrigin).toBe(other);
    await management.clients.update(CLIENT_ID, { allowed_origins: [] });
  });

  it("issues no refresh token without the grant, nor for an API that does not allow offline access", async () => {
    const refreshToken = async () => (await login().codeExchange(AUDIENCE)).body.refresh_token;
    expect(await refreshToken()).toBeDefined();
    await management.clients.update(CLIENT_ID, { grant_types: ["authorization_code"] });
    expect(await refreshToken()).toBeUndefined();
    await management.clients.update(CLIENT_ID, { grant_types: ["authorization_code", "refresh_token"] });
    await management.resourceServers.update(AUDIENCE, { allow_offline_access: false });
    expect(await refreshToken()).toBeUndefined();
    await management.resourceServers.update(AUDIENCE, { allow_offline_access: true });
    expect(await refreshToken()).toBeDefined();
  });

  it("refuses a change Auth0 refuses, and changes nothing", async () => {
    const before = await management.clients.get(CLIENT_ID);
    await expect(
      management.clients.update(CLIENT_ID, { callbacks: "https://snapsong.example/pricing" } as never),
    ).rejects.toMatchObject({
      statusCode: 400,
      body: {
        errorCode: "invalid_body",
        message: "Payload validation error: 'Expected type array but found type string' on property callbacks.",
      },
    });
    await expect(management.clients.update(CLIENT_ID, { client_id: "another" } as never)).rejects.toMatchObject({
      statusCode: 400,
      body: { message: "Payload validation error: 'Additional properties not allowed: client_id'." },
    });
    expect(await management.clients.get(CLIENT_ID)).toEqual(before);
  });
});

describe("the site's API", () => {
  it("is the API the site's access tokens are for: RS256, RBAC with the permissions in the token", async () => {
    const api = await management.resourceServers.get(AUDIENCE);
    expect(api).toMatchObject({
      identifier: AUDIENCE,
      signing_alg: "RS256",
      allow_offline_access: true,
      enforce_policies: true,
      token_dialect: "access_token_authz",
      scopes: [{ value: OWNER_PERMISSION }],
    });
    expect(api.id).toMatch(/^[0-9a-f]{24}$/);
    expect(await management.resourceServers.get(api.id!)).toEqual(api);
    const page = await management.resourceServers.list({ identifiers: [AUDIENCE] });
    expect(page.data).toEqual([api]);
    await expect(management.resourceServers.get("https://other.example.com/")).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it("decides the tokens for it: their lifetime, and whether the owner's permission is in them", async () => {
    const api = await management.resourceServers.get(AUDIENCE);
    const owner = login(`${SITE}/pricing`, "owner@snapsong.example");
    const { body: tokens } = await owner.codeExchange(AUDIENCE);
    expect(decodeJwt(tokens.access_token!)).toMatchObject({ permissions: [OWNER_PERMISSION] });
    let refreshToken = tokens.refresh_token!;
    const refreshed = async () => {
      const { body } = await owner.tokenRequest({ grant_type: "refresh_token", refresh_token: refreshToken });
      refreshToken = body.refresh_token!;
      return decodeJwt(body.access_token!);
    };

    await management.resourceServers.update(api.id!, { token_lifetime: 600, scopes: [] });
    const claims = await refreshed();
    expect(claims.exp! - claims.iat!).toBe(600);
    expect(claims.permissions).toEqual([]);

    await management.resourceServers.update(AUDIENCE, { token_lifetime: api.token_lifetime, scopes: api.scopes });
    expect(await refreshed()).toMatchObject({ permissions: [OWNER_PERMISSION] });
    await expect(
      management.resourceServers.update(AUDIENCE, { identifier: "https://x.example/" } as never),
    ).rejects.toMatchObject({
      statusCode: 400,
      body: { errorCode: "invalid_body" },
    });
  });
});
