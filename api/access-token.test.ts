// The API's check of an access token, against keys served the way a provider publishes them (a JWKS
// from a local server): what passes, and every way a token fails, with the answer a caller gets.
import { exportSPKI, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessTokenVerifier, auth0Issuer, type AccessTokenVerifier } from "./access-token";
import { startTestIdentity, TEST_KEY_ID as KID, type TestIdentity } from "../testing/api/test-identity";

const AUDIENCE = "https://api.example.com/";
const CLIENT_ID = "snapsong-spa";
const NOW = () => Math.floor(Date.now() / 1000);

let identity: TestIdentity;
let issuer: string;
let keys: TestIdentity["keys"];
let verify: AccessTokenVerifier;

beforeAll(async () => {
  identity = await startTestIdentity();
  ({ issuer, keys } = identity);
  verify = accessTokenVerifier({ issuer, audience: AUDIENCE, clientId: CLIENT_ID });
});

afterAll(() => identity.stop());

/** A token as the provider issues it, with `changes` to its claims. */
function token(changes: Partial<Record<keyof JWTPayload, unknown>> = {}, key: CryptoKey = keys.privateKey, kid = KID) {
  const claims = {
    iss: issuer,
    aud: AUDIENCE,
    azp: CLIENT_ID,
    sub: "auth0|ana",
    iat: NOW(),
    exp: NOW() + 3600,
    scope: "openid",
  };
  // A claim changed to undefined is left out (JSON has no undefined).
  return new SignJWT({ ...claims, ...changes }).setProtectedHeader({ alg: "RS256", kid, typ: "at+jwt" }).sign(key);
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
const invalid = (description: string) => ({
  ok: false,
  status: 401,
  wwwAuthenticate: `Bearer realm="api", error="invalid_token", error_description="${description}"`,
});

describe("an access token for the API", () => {
  it("names the person it was issued to, and hands the token on (for the provider's /userinfo)", async () => {
    const issued = await token();
    expect(await verify(`Bearer ${issued}`)).toEqual({ ok: true, sub: "auth0|ana", token: issued, permissions: [] });
  });

  it("carries the API's permissions Auth0's RBAC grants the person, and only strings", async () => {
    const granted = await token({ permissions: ["read:experiment", 7, { admin: true }] });
    expect(await verify(`Bearer ${granted}`)).toMatchObject({ ok: true, permissions: ["read:experiment"] });
    const odd = await token({ permissions: "read:experiment" });
    expect(await verify(`Bearer ${odd}`)).toMatchObject({ ok: true, permissions: [] });
  });

  it("is read with any case of the scheme", async () => {
    expect(await verify(`bearer ${await token()}`)).toMatchObject({ ok: true, sub: "auth0|ana" });
  });

  it("is asked for, without an error, when the request carries none", async () => {
    const challenge = { ok: false, status: 401, wwwAuthenticate: 'Bearer realm="api"' };
    expect(await verify(null)).toEqual(challenge);
    expect(await verify(undefined)).toEqual(challenge);
    expect(await verify("  ")).toEqual(challenge);
    expect(await verify(`Basic ${Buffer.from("ana:secret").toString("base64")}`)).toEqual(challenge);
  });

  it.each([
    ["no token after the scheme", "Bearer"],
    ["two words", "Bearer abc def"],
    ["not a JWT", "Bearer not-a-jwt"],
    ["a JWT with a header that is not JSON", "Bearer bm90IGpzb24.e30.c2ln"],
  ])("is refused when malformed: %s", async (_case, header) => {
    expect(await verify(header)).toEqual(invalid("The access token is malformed"));
  });

  it("is refused unsigned (alg: none)", async () => {
    const claims = { iss: issuer, aud: AUDIENCE, sub: "auth0|ana", exp: NOW() + 3600 };
    const unsigned = `${base64url({ alg: "none", typ: "JWT" })}.${base64url(claims)}.`;
    expect(await verify(`Bearer ${unsigned}`)).toEqual(invalid("The access token is not signed with RS256"));
  });

  it("is refused signed with HS256, whether with the public key's bytes or a secret", async () => {
    const publicPem = new TextEncoder().encode(await exportSPKI(keys.publicKey));
    const secret = new TextEncoder().encode("a shared secret the API never agreed to");
    for (const key of [publicPem, secret]) {
      const claims = { iss: issuer, aud: AUDIENCE, sub: "auth0|mallory", exp: NOW() + 3600 };
      const hs256 = await new SignJWT(claims).setProtectedHeader({ alg: "HS256", kid: KID }).sign(key);
      expect(await verify(`Bearer ${hs256}`)).toEqual(invalid("The access token is not signed with RS256"));
    }
  });

  it("is refused with its claims changed after signing", async () => {
    const [header, , signature] = (await token()).split(".");
    const forged = base64url({ iss: issuer, aud: AUDIENCE, sub: "auth0|mallory", exp: NOW() + 3600 });
    expect(await verify(`Bearer ${header}.${forged}.${signature}`)).toEqual(
      invalid("The access token's signature is invalid"),
    );
  });

  it("is refused expired more than 60 s ago, and taken within 60 s", async () => {
    expect(await verify(`Bearer ${await token({ exp: NOW() - 90 })}`)).toEqual(invalid("The access token expired"));
    expect(await verify(`Bearer ${await token({ exp: NOW() - 30 })}`)).toMatchObject({ ok: true, sub: "auth0|ana" });
  });

  it("is refused without an expiry", async () => {
    expect(await verify(`Bearer ${await token({ exp: undefined })}`)).toEqual(
      invalid("The access token has no valid expiry"),
    );
  });

  it("is refused for another API", async () => {
    expect(await verify(`Bearer ${await token({ aud: "https://other.example.com/" })}`)).toEqual(
      invalid("The access token is not for this API"),
    );
  });

  it("is refused from another issuer", async () => {
    expect(await verify(`Bearer ${await token({ iss: "https://evil.example.com/" })}`)).toEqual(
      invalid("The access token is from another issuer"),
    );
  });

  it("is refused when issued to another application of the tenant", async () => {
    expect(await verify(`Bearer ${await token({ azp: undefined, client_id: CLIENT_ID })}`)).toMatchObject({
      ok: true,
      sub: "auth0|ana",
    });
    for (const other of [{ azp: "billing-m2m" }, { azp: undefined, client_id: "billing-m2m" }, { azp: undefined }]) {
      expect(await verify(`Bearer ${await token(other)}`)).toEqual(
        invalid("The access token was issued to another application"),
      );
    }
  });

  it("is refused when it names nobody", async () => {
    expect(await verify(`Bearer ${await token({ sub: undefined })}`)).toEqual(
      invalid("The access token names no subject"),
    );
    expect(await verify(`Bearer ${await token({ sub: "" })}`)).toEqual(invalid("The access token names no subject"));
  });

  it("is refused signed with a key the provider does not publish", async () => {
    const stranger = await generateKeyPair("RS256");
    expect(await verify(`Bearer ${await token({}, stranger.privateKey, "stranger-key")}`)).toEqual(
      invalid("The access token is signed with an unknown key"),
    );
    expect(await verify(`Bearer ${await token({}, stranger.privateKey)}`)).toEqual(
      invalid("The access token's signature is invalid"),
    );
  });
});

describe("auth0Issuer", () => {
  it("is the domain's https origin with Auth0's trailing slash, or a local provider's URL", () => {
    expect(auth0Issuer("songify.eu.auth0.com")).toBe("https://songify.eu.auth0.com/");
    expect(auth0Issuer("http://localhost:3001")).toBe("http://localhost:3001/");
    expect(auth0Issuer("http://localhost:3001/")).toBe("http://localhost:3001/");
  });
});
