// A plan sold end to end, on PGlite and on a real PostgreSQL server: the official SDK against the
// payment stand-in, its signed webhooks into the API over HTTP, GA4 hits into the collector; a trial
// once, never a second subscription, one open checkout at a time.
import { describe, expect, it } from "vitest";
import { onEachSubscriberWorld } from "../../testing/api/subscriber-steps";

onEachSubscriberWorld("plans sold", ({ world, person, subscription, choose, subscribe, hitsFor, latestInvoiceOf }) => {
  const DAY = 24 * 60 * 60 * 1000;

  describe("a trial turns into money", () => {
    it("sells the trial once, in the page's currency and language, and counts money only when an invoice is paid", async () => {
      const a = await person();
      const { url } = await choose(a, "max-monthly", "de");
      const checkoutPage = await (await fetch(url)).text();
      expect(checkoutPage).toMatch(/7-day free trial/i);
      expect(checkoutPage).toContain("€12/mo");
      await world.submit(`${new URL(url).pathname}/pay`);

      const trialing = await subscription(a);
      expect(trialing).toMatchObject({ plan: "max", period: "monthly", status: "trialing", trialUsed: true });
      const trialEnd = Date.parse(trialing.trialEnd!);
      expect(Math.abs(trialEnd - (Date.now() + 7 * DAY))).toBeLessThan(DAY);

      const started = await hitsFor();
      const trialStart = started.filter((hit) => hit.name === "trial_start").at(-1)!;
      expect(trialStart).toMatchObject({
        clientId: "Ab3dE6gH9",
        params: { value: 0, exp_variant_string: "B", item_id: "max-monthly" },
      });
      const subscriptionId = String(trialStart.params.subscription_id);
      expect((await hitsFor(subscriptionId)).map((hit) => hit.name)).toEqual(["trial_start"]);

      await world.advance(a.email, 8);
      const active = await subscription(a);
      expect(active).toMatchObject({ plan: "max", status: "active", trialUsed: true });
      const [purchase] = (await hitsFor(subscriptionId)).filter((hit) => hit.name === "purchase");
      expect(purchase).toMatchObject({
        clientId: "Ab3dE6gH9",
        params: {
          value: 10.08,
          tax: 1.92,
          currency: "EUR",
          first_payment: true,
          exp_variant_string: "B",
          items: [{ item_id: "max-monthly", item_name: "max-monthly", price: 10.08, quantity: 1 }],
        },
      });
      expect(String(purchase!.params.transaction_id)).toMatch(/^in_/);

      await world.advance(a.email, 31);
      const purchases = (await hitsFor(subscriptionId)).filter((hit) => hit.name === "purchase");
      expect(purchases.map((hit) => hit.params.first_payment)).toEqual([true, false]);
    });

    it("taxes where the buyer lives: the checkout asks the address, and a German buyer's first €6 holds €0.96 VAT", async () => {
      const a = await person();
      const { url } = await choose(a, "pro-monthly", "de");
      expect(await (await fetch(url)).text()).toContain("Billing address (for tax)");
      await world.submit(`${new URL(url).pathname}/pay`, { country: "DE", postal_code: "10115" });
      await world.advance(a.email, 8);
      const invoice = await latestInvoiceOf(a.email);
      expect(invoice).toMatchObject({
        billing_reason: "subscription_cycle",
        currency: "eur",
        total: 600,
        total_excluding_tax: 504,
        automatic_tax: { enabled: true, status: "complete" },
        total_taxes: [{ amount: 96, tax_behavior: "inclusive" }],
      });
      // What the sale brought is the price net of its VAT; GA4's purchase says both.
      const purchase = (await hitsFor()).find((hit) => hit.params.transaction_id === invoice.id);
      expect(purchase?.params).toMatchObject({ value: 5.04, tax: 0.96, currency: "EUR" });
    });

    it("fails the first charge of a card that declines later: past due, no purchase", async () => {
      const a = await person();
      await subscribe(a, "pro-monthly", { card: "declines_later" });
      await world.advance(a.email, 8);
      expect(await subscription(a)).toMatchObject({ plan: "pro", status: "past_due" });
      const hits = await hitsFor();
      const started = hits.find(
        (hit) => hit.name === "trial_start" && hit.params.item_id === "pro-monthly" && hit.clientId,
      )!;
      expect(started).toBeDefined();
    });
  });

  describe("a subscriber is never sold twice", () => {
    it("sends them to their portal for their own plan, and to a switch that keeps the trial for another", async () => {
      const a = await person();
      await subscribe(a, "pro-monthly");
      const own = await choose(a, "pro-monthly");
      expect(own.action).toBe("portal");
      expect(new URL(own.url).pathname).toMatch(/^\/portal\/sessions\//);

      const other = await choose(a, "max-annual");
      expect(other.action).toBe("switch");
      const confirmPage = await world.opened(other.url);
      expect(confirmPage).toMatch(/\/update\//);
      expect(await world.submit(confirmPage)).toBe(`${world.site}/pricing?account=updated`);
      expect(await subscription(a)).toMatchObject({ plan: "max", period: "annual", status: "trialing" });
    });

    it("offers no second trial after a cancelled one", async () => {
      const a = await person();
      await subscribe(a, "pro-monthly");
      const cancel = await world.call("POST", "/api/portal", {
        token: a.token,
        body: { intent: "cancel", locale: "en" },
      });
      expect(cancel.status).toBe(200);
      const { url } = (await cancel.json()) as { url: string };
      const cancelPage = await world.opened(url);
      expect(cancelPage).toMatch(/\/cancel\//);
      expect(await world.submit(cancelPage)).toBe(`${world.site}/pricing?account=updated`);
      const ending = await subscription(a);
      expect(ending).toMatchObject({ plan: "pro", cancelAtPeriodEnd: true });
      expect(ending.trialEnd).not.toBeNull();

      await world.advance(a.email, 8);
      expect(await subscription(a)).toMatchObject({ plan: null, status: null, trialUsed: true });
      const again = await choose(a, "pro-monthly");
      expect(again.action).toBe("checkout");
      expect(await (await fetch(again.url)).text()).not.toMatch(/\d+-day free trial/i);
      const names = (await hitsFor()).filter((hit) => hit.name === "subscription_cancel");
      expect(names.length).toBeGreaterThan(0);
    });
  });

  describe("one sale at a time", () => {
    it("expires a checkout left open in another tab when the person opens a new one", async () => {
      const a = await person();
      const first = await choose(a, "pro-monthly");
      const second = await choose(a, "max-monthly");
      expect([first.action, second.action]).toEqual(["checkout", "checkout"]);
      await expect(world.submit(`${new URL(first.url).pathname}/pay`)).rejects.toThrow(/410/);
      await world.submit(`${new URL(second.url).pathname}/pay`);
      expect(await subscription(a, true)).toMatchObject({ plan: "max", status: "trialing" });
    });

    it("reads afresh from the provider at most every few seconds, however often a person asks", async () => {
      const a = await person();
      await subscribe(a, "pro-annual");
      expect(await subscription(a, true)).toMatchObject({ plan: "pro" });
      await fetch(`${world.services}/outage?down=1`, { method: "POST" });
      try {
        // Served from the database: the provider is not asked again so soon (it would fail now).
        for (let i = 0; i < 5; i++) expect(await subscription(a, true)).toMatchObject({ plan: "pro" });
      } finally {
        await fetch(`${world.services}/outage?down=0`, { method: "POST" });
      }
    });

    it("says the provider cannot do it now (502), rather than anything a page could sell around", async () => {
      const a = await person();
      await subscribe(a, "pro-monthly");
      await fetch(`${world.services}/outage?down=1`, { method: "POST" });
      try {
        const response = await world.call("POST", "/api/checkout", {
          token: a.token,
          body: { offer: "max-monthly", locale: "en", variant: null, clientId: null, analyticsConsent: false },
        });
        expect(response.status).toBe(502);
        expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
      } finally {
        await fetch(`${world.services}/outage?down=0`, { method: "POST" });
      }
    });
  });
});
