// Who may ask the subscriber API, and for whose subscriptions: the access token's person only, on
// PGlite and on a real PostgreSQL server; nothing a request says names another person, a customer
// or an email.
import { describe, expect, it } from "vitest";
import { NO_SUBSCRIPTION } from "../../app/contracts/subscription-api";
import { MAX_BODY_BYTES } from "../read-body";
import { onEachSubscriberWorld } from "../../testing/api/subscriber-steps";

onEachSubscriberWorld("the subscriber routes' callers", ({ world, person, subscription, choose, subscribe }) => {
  describe("who asks", () => {
    it("answers 401 with a Bearer challenge for a missing, expired or foreign token", async () => {
      const a = await person();
      const tokens = [
        undefined,
        "not-a-token",
        await world.token(a.sub, { expiresIn: "-5min" }),
        await world.token(a.sub, { audience: "https://someone-else.example/" }),
      ];
      for (const token of tokens) {
        for (const [method, path] of [
          ["GET", "/api/subscription"],
          ["POST", "/api/checkout"],
          ["POST", "/api/portal"],
        ] as const) {
          const response = await world.call(method, path, { token, body: method === "POST" ? {} : undefined });
          expect(response.status).toBe(401);
          expect(response.headers.get("WWW-Authenticate")).toMatch(/^Bearer /);
        }
      }
    });

    it("tells a stranger they have nothing, and that the trial is still theirs to take", async () => {
      expect(await subscription(await person())).toEqual({ ...NO_SUBSCRIPTION, emailVerified: false });
    });

    it("refuses a plan or research press it cannot read", async () => {
      const a = await person();
      for (const body of [{}, { offer: "gold-monthly", locale: "en" }, { offer: "pro-monthly", locale: "xx" }]) {
        expect((await world.call("POST", "/api/checkout", { token: a.token, body })).status).toBe(400);
      }
    });

    it("says a body over the limit is too large, whatever it names", async () => {
      const a = await person();
      const pad = "x".repeat(MAX_BODY_BYTES);
      for (const [path, body] of [
        ["/api/checkout", { offer: "pro-monthly", locale: "en", pad }],
        ["/api/portal", { intent: "manage", locale: "en", pad }],
      ] as const) {
        const response = await world.call("POST", path, { token: a.token, body });
        expect(response.status, path).toBe(413);
        expect(await response.json()).toEqual({ error: "The body is too large." });
      }
    });
  });

  describe("one person's, no one else's", () => {
    it("lets B neither read nor manage A's subscription, whatever B's request says", async () => {
      const a = await person();
      const b = await person();
      await subscribe(a, "max-monthly");
      expect((await subscription(b)).plan).toBeNull();
      const crafted = await world.call("POST", "/api/portal", {
        token: b.token,
        body: { intent: "cancel", locale: "en", customer: "cus_of_a", subscription: "sub_of_a", person: a.sub },
      });
      expect(crafted.status).toBe(404);
      // B's own checkout is B's own customer, with a trial of B's own.
      const mine = await choose(b, "max-monthly");
      expect(mine.action).toBe("checkout");
      expect((await subscription(a)).plan).toBe("max");
    });

    it("gives a new customer the identity provider's email, never the request's", async () => {
      const a = await person();
      const response = await world.call("POST", "/api/checkout", {
        token: a.token,
        body: { offer: "pro-monthly", locale: "en", variant: "A", email: "someone-else@example.com" },
      });
      const { url } = (await response.json()) as { url: string };
      const checkoutPage = await (await fetch(url)).text();
      expect(checkoutPage).toContain(a.email);
      expect(checkoutPage).not.toContain("someone-else@example.com");
    });
  });
});
