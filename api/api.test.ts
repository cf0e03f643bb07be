// The API end to end with the provider's real SDK; only the network is faked (the provider's API
// and GA4's collector), so these tests see exactly the requests the SDK makes.
import Stripe from "stripe";
import { beforeEach, describe, expect, it } from "vitest";
import { createApi } from "./api";
import { createApiHandler } from "./handler";
import { MAX_EVENT_BYTES } from "./read-body";
import { stripeProvider } from "./checkout-sessions";
import { stripeClient } from "./stripe-client";

import { sessionFixture } from "../testing/api/checkout-session-fixture";

const env = {
  STRIPE_SECRET_KEY: "sk_test_local",
  STRIPE_WEBHOOK_SECRET: "whsec_test123",
  STRIPE_API_URL: "http://localhost:3999",
  GA_MEASUREMENT_ID: "G-TEST123",
  GA_API_SECRET: "mp-secret",
  GA_MP_URL: "http://localhost:3999/mp/collect",
};

let sessions: Record<string, Stripe.Checkout.Session>;
let hits: { url: URL; body: { client_id: string; events: { name: string; params: Record<string, unknown> }[] } }[];
let providerDown: boolean;

const fakeNetwork: typeof fetch = async (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (providerDown) throw new TypeError("fetch failed");
  if (url.pathname === "/mp/collect") {
    hits.push({ url, body: JSON.parse(String(init?.body)) });
    return new Response(null, { status: 204 });
  }
  const match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
  expect(new Headers(init?.headers).get("Authorization")).toBe("Bearer sk_test_local");
  const session = match && sessions[match[1]!];
  if (!session) {
    const error = { type: "invalid_request_error", code: "resource_missing", message: "No such checkout.session" };
    return Response.json({ error }, { status: 404 });
  }
  return Response.json(session);
};

/** What the API logged: what it could not reach. */
let logged: unknown[][] = [];
const api = createApi(env, { fetch: fakeNetwork, log: (...entry) => logged.push(entry) });
const get = (path: string) => api.handle(new Request(`http://site.test${path}`));

async function deliver(event: object, sign = true) {
  const payload = JSON.stringify(event);
  const signature = await Stripe.webhooks.generateTestHeaderStringAsync({
    payload,
    secret: sign ? env.STRIPE_WEBHOOK_SECRET : "whsec_someone_else",
    cryptoProvider: Stripe.createSubtleCryptoProvider(),
  });
  return api.handle(
    new Request("http://site.test/api/stripe-webhook", {
      method: "POST",
      body: payload,
      headers: { "Stripe-Signature": signature },
    }),
  );
}
const completed = (id: string) => ({
  id: `evt_${id}`,
  object: "event",
  type: "checkout.session.completed",
  data: { object: { id, object: "checkout.session" } },
});

beforeEach(() => {
  sessions = { cs_test_paid: sessionFixture({ id: "cs_test_paid" }) };
  hits = [];
  providerDown = false;
  logged = [];
});

describe("GET /api/checkout-sessions/:id", () => {
  it("confirms a completed checkout with what GA needs", async () => {
    const response = await get("/api/checkout-sessions/cs_test_paid");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.json()).toEqual({
      state: "confirmed",
      transactionId: "cs_test_paid",
      offer: "pro-monthly",
      value: 6,
      currency: "USD",
    });
  });

  it("says when a session is open, expired or unknown", async () => {
    sessions.cs_test_open = sessionFixture({ id: "cs_test_open", status: "open", payment_status: "unpaid" });
    expect(await (await get("/api/checkout-sessions/cs_test_open")).json()).toEqual({ state: "open" });
    const unknown = await get("/api/checkout-sessions/cs_test_nope");
    expect([unknown.status, await unknown.json()]).toEqual([404, { state: "unknown" }]);
  });

  it("refuses a malformed id before asking the provider", async () => {
    providerDown = true; // would answer 503 if asked
    for (const id of ["anything", "cs_", "cs_te%2Fst", `cs_${"a".repeat(300)}`, "cs_a;b"]) {
      expect((await get(`/api/checkout-sessions/${id}`)).status).toBe(400);
    }
  });

  it("answers 503 with a retry hint when the provider is down, and asks again next time", async () => {
    sessions.cs_test_later = sessionFixture({ id: "cs_test_later" });
    providerDown = true;
    const response = await get("/api/checkout-sessions/cs_test_later");
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("5");
    expect(logged).toContainEqual(["Could not retrieve checkout session cs_test_later.", expect.anything()]);
    providerDown = false;
    expect((await get("/api/checkout-sessions/cs_test_later")).status).toBe(200);
  });
});

describe("POST /api/stripe-webhook", () => {
  it("refuses a bad or missing signature, an oversized body and other methods", async () => {
    expect((await deliver(completed("cs_test_paid"), false)).status).toBe(400);
    const unsigned = new Request("http://site.test/api/stripe-webhook", { method: "POST", body: "{}" });
    expect((await api.handle(unsigned)).status).toBe(400);
    const huge = new Request("http://site.test/api/stripe-webhook", {
      method: "POST",
      body: "x".repeat(MAX_EVENT_BYTES + 1),
      headers: { "Stripe-Signature": "t=1,v1=0" },
    });
    expect((await api.handle(huge)).status).toBe(413);
    const wrong = await get("/api/stripe-webhook");
    expect([wrong.status, wrong.headers.get("Allow")]).toEqual([405, "POST"]);
    expect(hits).toEqual([]);
  });

  it("asks for a redelivery (503) of a verified event while subscribers are not set up (no API audience)", async () => {
    const response = await deliver(completed("cs_test_paid"));
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("5");
    expect(hits).toEqual([]);
  });
});

describe("the subscriber and experiment routes without an API audience", () => {
  it("answer 503, and say so once at start", async () => {
    const logged: string[] = [];
    const unset = createApi(env, { fetch: fakeNetwork, log: (message) => logged.push(message) });
    expect(logged).toEqual([expect.stringContaining("No API audience")]);
    for (const [method, path] of [
      ["GET", "/api/subscription"],
      ["POST", "/api/checkout"],
      ["POST", "/api/portal"],
      ["POST", "/api/exposures"],
      ["GET", "/api/experiment"],
    ]) {
      const response = await unset.handle(new Request(`http://site.test${path}`, { method }));
      expect(response.status).toBe(503);
    }
  });
});

describe("the API without its settings", () => {
  it("names what is missing and answers 503 on every route", async () => {
    const logged: string[] = [];
    const bare = createApi({}, { fetch: fakeNetwork, log: (message) => logged.push(message) });
    expect(bare.problems.join(" ")).toContain("STRIPE_SECRET_KEY");
    expect(logged).toEqual([expect.stringContaining("STRIPE_SECRET_KEY")]);
    const response = await bare.handle(new Request("http://site.test/api/checkout-sessions/cs_test_paid"));
    expect(response.status).toBe(503);
    expect((await bare.handle(new Request("http://site.test/api/nothing"))).status).toBe(404);
  });
});

describe("a slow provider", () => {
  it("is given up on after the timeout: 503, not a hanging request", async () => {
    const hanging: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal!.reason)));
    const provider = stripeProvider(
      stripeClient({ secretKey: "sk_test_local", webhookSecret: "whsec_x" }, hanging, 50),
      "whsec_x",
    );
    const handle = createApiHandler({ provider });
    const response = await handle(new Request("http://site.test/api/checkout-sessions/cs_test_slow"));
    expect(response.status).toBe(503);
  });
});
