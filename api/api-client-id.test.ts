// A person's access token counts only when the tenant issued it to the site's own application
// (AUTH0_CLIENT_ID): without that setting the API serves no subscriber route and says why; with
// it, a token of another application allowed the API (a machine-to-machine client) is a 401.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi, type Api } from "./api";
import { freshPGliteDatabase } from "../testing/database/fresh-pglite";
import { startTestIdentity, TEST_CLIENT_ID, type TestIdentity } from "../testing/api/test-identity";

const AUDIENCE = "https://api.snapsong.test/";

let identity: TestIdentity;
let env: Record<string, string>;
let machineToken: string;

beforeAll(async () => {
  // Unverified: the subscription route then asks nothing of the payment provider (none runs here).
  identity = await startTestIdentity(() => ({ email: "ana@example.com", email_verified: false }));
  env = {
    STRIPE_SECRET_KEY: "sk_test_local",
    STRIPE_WEBHOOK_SECRET: "whsec_test123",
    AUTH0_DOMAIN: identity.issuer,
    AUTH0_AUDIENCE: AUDIENCE,
    SITE_URL: "http://localhost:3000",
  };
  machineToken = await identity.token("billing-m2m@clients", { audience: AUDIENCE, clientId: "billing-m2m" });
});
afterAll(() => identity.stop());

const subscription = (api: Api, token: string) =>
  api.handle(new Request("http://site.test/api/subscription", { headers: { Authorization: `Bearer ${token}` } }));

describe("the site's application", () => {
  it("unset: the API takes no token, another application's neither, and says which setting is missing", async () => {
    const logged: string[] = [];
    const api = createApi(env, { database: () => freshPGliteDatabase(), log: (message) => logged.push(message) });
    const missing =
      "AUTH0_CLIENT_ID (or VITE_AUTH0_CLIENT_ID) is not set (the site's application, whose tokens the API takes).";
    expect(api.problems).toEqual([missing]);
    expect(logged.join("\n")).toContain(missing);
    expect((await subscription(api, machineToken)).status).toBe(503);
  });

  it("set: another application's token is refused with 401, the site's is served", async () => {
    const database = freshPGliteDatabase();
    const api = createApi({ ...env, AUTH0_CLIENT_ID: TEST_CLIENT_ID }, { database: () => database, log: () => {} });
    try {
      const refused = await subscription(api, machineToken);
      expect(refused.status).toBe(401);
      expect(refused.headers.get("WWW-Authenticate")).toContain("The access token was issued to another application");
      const person = await identity.token("auth0|ana", { audience: AUDIENCE });
      expect((await subscription(api, person)).status).toBe(200);
    } finally {
      await api.close();
    }
  }, 30_000);
});
