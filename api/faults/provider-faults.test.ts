// The services the API calls failing as theirs do (faulty-network.ts), on PGlite only (what is
// tested lies beyond the database): the payment provider down (500), refusing (429), answering
// too slowly, or doing the work and losing the answer; the identity provider's keys out of reach. A
// press answers 502 or 503 with a reason before the page gives up on it, nothing half-made is
// counted, and once the service is back the press works, once.
import { afterEach, expect, it } from "vitest";
import { faultyNetwork } from "../../testing/api/faulty-network";
import { onEachSubscriberWorld, type Person } from "../../testing/api/subscriber-steps";
import { testDatabases } from "../../testing/database/test-databases";

/** How long the page waits for the API's answer (app/shared/auth/api-request.ts). */
const PAGE_WAITS_MS = 15_000;
const databases = testDatabases.filter(({ name }) => name === "PGlite");
const network = faultyNetwork();

onEachSubscriberWorld(
  "the payment provider failing",
  ({ world, person, subscribe, subscription, customersWith }) => {
    afterEach(() => network.heal());

    /** A first press for a plan, and how long its answer took. */
    async function press(who: Person) {
      const started = Date.now();
      const response = await world.call("POST", "/api/checkout", {
        token: who.token,
        body: { offer: "pro-monthly", locale: "en", variant: "A", clientId: "Pr0v1derF", analyticsConsent: true },
      });
      return { status: response.status, body: (await response.json()) as unknown, tookMs: Date.now() - started };
    }
    const refusal = { error: expect.stringMatching(/payment provider/i) };

    /** After the fault: one press, one checkout, paid, on the person's one customer. */
    async function worksOnce(who: Person) {
      await subscribe(who, "pro-monthly");
      expect(await customersWith(who.email)).toHaveLength(1);
      expect((await subscription(who)).subscriptions).toMatchObject([{ offer: "pro-monthly", status: "trialing" }]);
    }

    it("down (500): 502 with a reason, nothing made", async () => {
      const a = await person();
      await fetch(`${world.services}/outage?down=1`, { method: "POST" });
      try {
        expect(await press(a)).toMatchObject({ status: 502, body: refusal });
      } finally {
        await fetch(`${world.services}/outage?down=0`, { method: "POST" });
      }
      expect(await customersWith(a.email)).toEqual([]);
      await worksOnce(a);
    });

    it("refusing the checkout (429): 502 with a reason, the customer made once, no subscription", async () => {
      const a = await person();
      network.fail("POST /v1/checkout/sessions", "rate-limited");
      expect(await press(a)).toMatchObject({ status: 502, body: refusal });
      expect(network.met("POST /v1/checkout/sessions")).toBe(1);
      expect(await customersWith(a.email)).toHaveLength(1);
      expect((await subscription(a)).subscriptions).toEqual([]);
      network.heal();
      await worksOnce(a);
    });

    it("making the customer but losing the answer: 502, and the next press finds that customer", async () => {
      const a = await person();
      network.fail("POST /v1/customers", "answer-lost");
      expect(await press(a)).toMatchObject({ status: 502, body: refusal });
      expect(network.met("POST /v1/customers")).toBeGreaterThan(0);
      expect(await customersWith(a.email)).toHaveLength(1);
      network.heal();
      await worksOnce(a);
    });

    it(
      "not answering at all: 502 before the page stops waiting",
      async () => {
        const a = await person();
        network.fail("/v1/", "hangs");
        const answer = await press(a);
        expect(answer).toMatchObject({ status: 502, body: refusal });
        expect(answer.tookMs).toBeLessThan(PAGE_WAITS_MS);
        network.heal();
        await worksOnce(a);
      },
      PAGE_WAITS_MS + 10_000,
    );
  },
  { network: network.fetch, databases },
);

const slow = faultyNetwork();
const BUDGET_MS = 300;

onEachSubscriberWorld(
  "the payment provider slow",
  ({ world, person, subscribe, customersWith }) => {
    it("a press is answered 'try again' within the API's budget, and the next press sells once", async () => {
      const a = await person();
      slow.fail("POST /v1/checkout/sessions", "hangs");
      const started = Date.now();
      const late = await world.call("POST", "/api/checkout", {
        token: a.token,
        body: { offer: "max-monthly", locale: "en" },
      });
      expect(Date.now() - started).toBeLessThan(PAGE_WAITS_MS);
      expect(late.status).toBe(503);
      expect(late.headers.get("Retry-After")).toBeTruthy();
      expect(await late.json()).toEqual({ error: expect.stringMatching(/longer than it should/) });
      slow.heal();
      await subscribe(a, "max-monthly");
      expect(await customersWith(a.email)).toHaveLength(1);
    });
  },
  { network: slow.fetch, databases, answerBudgetMs: BUDGET_MS },
);

const keys = faultyNetwork();

onEachSubscriberWorld(
  "the identity provider out of reach",
  ({ world, person, subscription, customersWith }) => {
    it("answers a signed-in request 503 with a reason, not a 401, and takes the same token once they are back", async () => {
      const a = await person();
      keys.fail("/.well-known/jwks.json", "unreachable");
      for (const [method, path] of [
        ["GET", "/api/subscription"],
        ["POST", "/api/checkout"],
      ] as const) {
        const body = method === "POST" ? { offer: "pro-monthly", locale: "en" } : undefined;
        const response = await world.call(method, path, { token: a.token, body });
        expect(response.status).toBe(503);
        expect(response.headers.get("Retry-After")).toBeTruthy();
        expect(response.headers.get("WWW-Authenticate")).toBeNull();
        expect(await response.json()).toEqual({ error: expect.stringMatching(/sign-in could not be checked/i) });
      }
      expect(keys.met("/.well-known/jwks.json")).toBeGreaterThan(0);
      keys.heal();
      expect(await subscription(a)).toMatchObject({ plan: null, subscriptions: [] });
    });

    it("answers a first press 503 while its /userinfo is out of reach, and makes one customer once it is back", async () => {
      const a = await person();
      world.profile(a.sub, "down");
      const body = { offer: "pro-monthly", locale: "en" };
      const refused = await world.call("POST", "/api/checkout", { token: a.token, body });
      expect(refused.status).toBe(503);
      expect(await refused.json()).toEqual({ error: expect.stringMatching(/sign-in service/) });
      world.profile(a.sub, { email: a.email, email_verified: false });
      for (let press = 0; press < 2; press++) {
        expect((await world.call("POST", "/api/checkout", { token: a.token, body })).status).toBe(200);
      }
      expect(await customersWith(a.email)).toHaveLength(1);
    });
  },
  { network: keys.fetch, databases },
);
