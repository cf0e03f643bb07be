// The site's application through the identity stand-in's Management API (the official `auth0` SDK,
// as the preflight calls it): read and changed, and the provider doing as it says from the next
// request on, the site's SDK played without a browser (testing/stand-in-harnesses/protocol-login.ts).
import { describe, expect, it } from "vitest";
import { locales, localizedPath } from "../../../app/contracts/locales.ts";
import { paths } from "../../../app/contracts/paths.ts";
import {
  AUDIENCE,
  CLIENT_ID,
  SITE,
  identityStandInForTests,
} from "../../../testing/stand-in-harnesses/identity-stand-in";

const identity = identityStandInForTests();

const everyLanguage = (path: string) => locales.map((locale) => SITE + localizedPath(path, locale));

describe("the site's application", () => {
  it("is the single-page application the site signs in with, in Auth0's fields", async () => {
    const app = await identity().management.clients.get(CLIENT_ID);
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
    const some = await identity().management.clients.get(CLIENT_ID, {
      fields: "callbacks,web_origins",
      include_fields: true,
    });
    expect(Object.keys(some)).toEqual(["callbacks", "web_origins"]);
    await expect(identity().management.clients.get("nobody")).rejects.toMatchObject({
      statusCode: 404,
      body: { errorCode: "inexistent_client", message: "The client does not exist" },
    });
  });

  it("refuses a callback taken away at /authorize, as Auth0 does, and takes it again once restored", async () => {
    const { callbacks } = await identity().management.clients.get(CLIENT_ID);
    const japanese = `${SITE}/ja/pricing`;
    const updated = await identity().management.clients.update(CLIENT_ID, {
      callbacks: callbacks!.filter((url) => url !== japanese),
    });
    expect(updated.callbacks).not.toContain(japanese);

    const refused = await identity().authorize({ redirect_uri: japanese });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain("redirect_uri did not match any of the client&#39;s registered redirect_uris");
    expect((await identity().login(`${SITE}/de/pricing`).signUp()).back.searchParams.has("code")).toBe(true);

    await identity().management.clients.update(CLIENT_ID, { callbacks });
    expect((await identity().login(japanese).signUp()).back.searchParams.has("code")).toBe(true);
  });

  it("refuses a logout URL taken away, and answers no silent check from a web origin taken away", async () => {
    const app = await identity().management.clients.get(CLIENT_ID);
    const logOut = async () => {
      const query = new URLSearchParams({ client_id: CLIENT_ID, returnTo: `${SITE}/fr` });
      return (await fetch(`${identity().origin}/v2/logout?${query}`, { redirect: "manual" })).status;
    };
    // The SDK's hidden iframe; no session here, so the provider's answer is login_required, posted back.
    const silentCheck = () =>
      identity().authorize({ redirect_uri: `${SITE}/pricing`, response_mode: "web_message", prompt: "none" });
    expect(await logOut()).toBe(200);
    expect((await silentCheck()).text).toContain("login_required");

    await identity().management.clients.update(CLIENT_ID, {
      allowed_logout_urls: app.allowed_logout_urls!.filter((url) => url !== `${SITE}/fr`),
      web_origins: [],
    });
    expect(await logOut()).toBe(400);
    const unanswered = await silentCheck();
    expect(unanswered.status).toBe(400);
    expect(unanswered.text).toContain("does not have a registered origin");
    expect(unanswered.text).not.toContain("postMessage");

    await identity().management.clients.update(CLIENT_ID, {
      allowed_logout_urls: app.allowed_logout_urls,
      web_origins: app.web_origins,
    });
    expect(await logOut()).toBe(200);
  });

  it("stops rotating refresh tokens once rotation is turned off, and says so", async () => {
    const off = { rotation_type: "non-rotating", expiration_type: "non-expiring" } as const;
    expect((await identity().management.clients.update(CLIENT_ID, { refresh_token: off })).refresh_token).toMatchObject(
      off,
    );
    expect((await identity().management.clients.get(CLIENT_ID)).refresh_token).toMatchObject({ ...off, leeway: 0 });

    const site = identity().login();
    const { body: tokens } = await site.codeExchange(AUDIENCE);
    const refresh = () => site.tokenRequest({ grant_type: "refresh_token", refresh_token: tokens.refresh_token! });
    expect((await refresh()).body.refresh_token).toBe(tokens.refresh_token);
    expect((await refresh()).status).toBe(200); // the same token again

    await identity().management.clients.update(CLIENT_ID, {
      refresh_token: { rotation_type: "rotating", expiration_type: "expiring" },
    });
    expect((await refresh()).body.refresh_token).not.toBe(tokens.refresh_token);
  });

  it("lets an allowed origin call the token endpoint from a page (CORS), and no other", async () => {
    // A refresh with a made-up token: refused either way, but for its origin first.
    const refreshFrom = async (from: string) => {
      const response = await fetch(`${identity().origin}/oauth/token`, {
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
    await identity().management.clients.update(CLIENT_ID, { allowed_origins: [other] });
    expect((await refreshFrom(other)).allowOrigin).toBe(other);
    await identity().management.clients.update(CLIENT_ID, { allowed_origins: [] });
  });

  it("issues no refresh token without the grant, nor for an API that does not allow offline access", async () => {
    const refreshToken = async () => (await identity().login().codeExchange(AUDIENCE)).body.refresh_token;
    expect(await refreshToken()).toBeDefined();
    await identity().management.clients.update(CLIENT_ID, { grant_types: ["authorization_code"] });
    expect(await refreshToken()).toBeUndefined();
    await identity().management.clients.update(CLIENT_ID, { grant_types: ["authorization_code", "refresh_token"] });
    await identity().management.resourceServers.update(AUDIENCE, { allow_offline_access: false });
    expect(await refreshToken()).toBeUndefined();
    await identity().management.resourceServers.update(AUDIENCE, { allow_offline_access: true });
    expect(await refreshToken()).toBeDefined();
  });

  it("refuses a change Auth0 refuses, and changes nothing", async () => {
    const before = await identity().management.clients.get(CLIENT_ID);
    await expect(
      identity().management.clients.update(CLIENT_ID, { callbacks: "https://snapsong.example/pricing" } as never),
    ).rejects.toMatchObject({
      statusCode: 400,
      body: {
        errorCode: "invalid_body",
        message: "Payload validation error: 'Expected type array but found type string' on property callbacks.",
      },
    });
    await expect(
      identity().management.clients.update(CLIENT_ID, { client_id: "another" } as never),
    ).rejects.toMatchObject({
      statusCode: 400,
      body: { message: "Payload validation error: 'Additional properties not allowed: client_id'." },
    });
    expect(await identity().management.clients.get(CLIENT_ID)).toEqual(before);
  });
});
