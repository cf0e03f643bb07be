// The site's API on every deploy target (Node, nginx proxying to Node, Cloudflare Pages Functions in
// workerd): the same answers from the same handler, the provider asked through the official SDK
// (the checkout stand-in), webhook signatures checked with Web Crypto wherever it runs.
import type { APIRequestContext } from "@playwright/test";
import Stripe from "stripe";
import { MAX_EVENT_BYTES } from "../api/read-body";
import { LOCAL_WEBHOOK_SECRET } from "../local/api-env";
import { expect, test } from "./fixtures";
import { ACCEPTED_TERMS, SERVICES_ORIGIN, setOutage } from "./payments";

/** A completed checkout at the stand-in, for a visitor who agreed to analytics. */
async function completedSession(request: APIRequestContext, reference = "Ab3dE6gH9_A_g"): Promise<string> {
  const page = await request.get(`${SERVICES_ORIGIN}/checkout/max-monthly?client_reference_id=${reference}`);
  const sessionId = /cs_local_\w+/.exec(await page.text())![0];
  await request.post(`${SERVICES_ORIGIN}/checkout/sessions/${sessionId}/pay`, {
    form: ACCEPTED_TERMS,
    maxRedirects: 0,
  });
  return sessionId;
}

async function signedDelivery(
  request: APIRequestContext,
  sessionId: string,
  { secret = LOCAL_WEBHOOK_SECRET, padding = "" } = {},
) {
  const payload = JSON.stringify({
    id: `evt_e2e_${sessionId.slice(-12)}`,
    object: "event",
    type: "checkout.session.completed",
    data: { object: { id: sessionId, object: "checkout.session", ...(padding && { padding }) } },
  });
  const signature = await Stripe.webhooks.generateTestHeaderStringAsync({ payload, secret });
  return request.post("/api/stripe-webhook", {
    data: payload,
    headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
  });
}

test("confirms a completed checkout with the provider", async ({ request }) => {
  const sessionId = await completedSession(request);
  const response = await request.get(`/api/checkout-sessions/${sessionId}`);
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("no-store");
  expect(response.headers()["x-content-type-options"]).toBe("nosniff");
  // The API's own policy on every target: data, never a document.
  expect(response.headers()["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(await response.json()).toEqual({
    state: "confirmed",
    transactionId: sessionId,
    offer: "max-monthly",
    value: 12,
    currency: "USD",
  });
});

test("mails a purchase's confirmation from the target that handles its event, once", async ({ request }) => {
  // The research bought through its payment link with an email; while the provider cannot say what
  // the checkout was, the stand-in's own delivery (to the Node server) fails, so this target's is the one.
  const email = `target-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const page = await request.get(`${SERVICES_ORIGIN}/checkout/paywall-monthly?locale=fr`);
  const sessionId = /cs_local_\w+/.exec(await page.text())![0];
  await setOutage(request, sessionId, true);
  try {
    const paid = await request.post(`${SERVICES_ORIGIN}/checkout/sessions/${sessionId}/pay`, {
      form: { email, ...ACCEPTED_TERMS },
      maxRedirects: 0,
    });
    expect(paid.status()).toBe(303);
  } finally {
    await setOutage(request, sessionId, false);
  }
  const mails = async () =>
    (await (await request.get(`${SERVICES_ORIGIN}/mail/messages?to=${encodeURIComponent(email)}`)).json()) as {
      html: string;
    }[];
  expect(await mails()).toHaveLength(0);
  expect(await (await signedDelivery(request, sessionId)).json()).toEqual({ received: true, outcome: "handled" });
  // Sent after the answer: by the Node server at once, by a Pages Function in its waitUntil.
  await expect.poll(async () => (await mails()).length).toBe(1);
  expect((await mails())[0]!.html).toMatch(/<html[^>]+lang="fr"/);
  expect(await (await signedDelivery(request, sessionId)).json()).toEqual({ received: true, outcome: "repeat" });
  expect(await mails()).toHaveLength(1);
});

test("refuses a malformed session id and says when the provider has none", async ({ request }) => {
  expect((await request.get("/api/checkout-sessions/not-a-session")).status()).toBe(400);
  const unknown = await request.get("/api/checkout-sessions/cs_test_nobody_has_this");
  expect([unknown.status(), await unknown.json()]).toEqual([404, { state: "unknown" }]);
  expect((await request.get("/api/no-such-route")).status()).toBe(404);
});

test("takes a correctly signed webhook: the subscription is stored and its trial start reported to GA4", async ({
  request,
}) => {
  const sessionId = await completedSession(request, "Zz9yX8wV7_C_g");
  const response = await signedDelivery(request, sessionId);
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ received: true, outcome: "handled" });
  const hits = (await (await request.get(`${SERVICES_ORIGIN}/mp/hits`)).json()) as {
    clientId: string;
    events: { name: string; params: Record<string, unknown> }[];
  }[];
  expect(hits.filter((hit) => hit.clientId === "Zz9yX8wV7").flatMap((hit) => hit.events)).toContainEqual(
    expect.objectContaining({
      name: "trial_start",
      params: expect.objectContaining({ exp_variant_string: "C", value: 0 }),
    }),
  );
  // The same event again is a no-op.
  expect(await (await signedDelivery(request, sessionId)).json()).toEqual({ received: true, outcome: "repeat" });
});

test("takes an event as large as the API allows (behind nginx too), and refuses a larger one", async ({ request }) => {
  const sessionId = await completedSession(request, "Lg4rG3eV7_B_d");
  const large = await signedDelivery(request, sessionId, { padding: "x".repeat(MAX_EVENT_BYTES - 1024) });
  expect(await large.json()).toEqual({ received: true, outcome: "handled" });
  const tooLarge = await request.post("/api/stripe-webhook", {
    data: "x".repeat(MAX_EVENT_BYTES + 1),
    headers: { "Content-Type": "application/json", "Stripe-Signature": "t=1,v1=0" },
  });
  expect(tooLarge.status()).toBe(413);
});

test("refuses a webhook with a bad or missing signature, and other methods", async ({ request }) => {
  const sessionId = await completedSession(request);
  expect((await signedDelivery(request, sessionId, { secret: "whsec_not_the_endpoints" })).status()).toBe(400);
  const unsigned = await request.post("/api/stripe-webhook", { data: "{}" });
  expect(unsigned.status()).toBe(400);
  const get = await request.get("/api/stripe-webhook");
  expect([get.status(), get.headers()["allow"]]).toEqual([405, "POST"]);
});
