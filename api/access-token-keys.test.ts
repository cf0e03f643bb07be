// The identity provider's keys behind the API's check of an access token (access-token.ts): fetched
// once, not once a request; when they cannot be fetched, a 503 rather than a bad token's 401; and a
// token that passed taken again unchecked only for a minute, never past its expiry.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { accessTokenVerifier } from "./access-token";
import { startTestIdentity, TEST_CLIENT_ID, type TestIdentity } from "../testing/api/test-identity";

const AUDIENCE = "https://api.example.com/";

let identity: TestIdentity;
let issuer: string;
beforeAll(async () => {
  identity = await startTestIdentity();
  issuer = identity.issuer;
});
afterAll(() => identity.stop());
afterEach(() => vi.useRealTimers());

const token = (person = "auth0|ana", expiresIn = "1h") => identity.token(person, { audience: AUDIENCE, expiresIn });

describe("the provider's keys", () => {
  it("are fetched once, not once a request", async () => {
    const fresh = accessTokenVerifier({ issuer, audience: AUDIENCE, clientId: TEST_CLIENT_ID });
    const before = identity.keySetRequests();
    for (let i = 0; i < 3; i++) expect((await fresh(`Bearer ${await token(`auth0|p${i}`)}`)).ok).toBe(true);
    expect(identity.keySetRequests() - before).toBe(1);
  });

  it("check a token that passed again once a minute has gone, and refuse it once it has expired", async () => {
    const verify = accessTokenVerifier({ issuer, audience: AUDIENCE, clientId: TEST_CLIENT_ID });
    const start = Date.now();
    const expiring = `Bearer ${await token("auth0|ana", "30s")}`;
    expect(await verify(expiring)).toMatchObject({ ok: true, sub: "auth0|ana" });
    vi.useFakeTimers({ now: start, toFake: ["Date"] });
    // Past its expiry, within the 60 s allowed for clocks apart: still taken, checked afresh.
    vi.setSystemTime(start + 85_000);
    expect(await verify(expiring)).toMatchObject({ ok: true, sub: "auth0|ana" });
    vi.setSystemTime(start + 95_000);
    expect(await verify(expiring)).toMatchObject({ ok: false, status: 401 });
  });
});

describe("when the provider's keys cannot be fetched", () => {
  const unavailable = { ok: false, status: 503, problem: expect.stringContaining("could not be fetched") };

  it("says so, distinctly from a bad token: the provider is unreachable", async () => {
    const offline = accessTokenVerifier({
      issuer,
      audience: AUDIENCE,
      clientId: TEST_CLIENT_ID,
      fetch: async () => Promise.reject(new TypeError("fetch failed")),
    });
    expect(await offline(`Bearer ${await token()}`)).toEqual(unavailable);
  });

  it("says so when the key set's address answers with an error", async () => {
    const missing = accessTokenVerifier({
      issuer,
      audience: AUDIENCE,
      clientId: TEST_CLIENT_ID,
      jwksUrl: new URL("/no-such-keys", issuer),
    });
    expect(await missing(`Bearer ${await token()}`)).toEqual(unavailable);
  });

  it("still refuses what is wrong with the token itself, without fetching", async () => {
    let fetched = false;
    const offline = accessTokenVerifier({
      issuer,
      audience: AUDIENCE,
      clientId: TEST_CLIENT_ID,
      fetch: async () => {
        fetched = true;
        throw new TypeError("fetch failed");
      },
    });
    expect(await offline(null)).toMatchObject({ status: 401 });
    expect(await offline("Bearer not-a-jwt")).toMatchObject({ status: 401 });
    expect(fetched).toBe(false);
  });
});
