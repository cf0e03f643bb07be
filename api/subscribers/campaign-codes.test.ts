// Campaign codes sold end to end (app/catalogue/campaign-codes.ts): a signed-in person's code applied
// at their checkout, its discount on the invoices its coupon covers and then the full price, the
// owner's readout counting what was paid under the code; a code the provider refuses, or does not
// know, leaves the checkout open with the reason said on it; a code never gives a trial again.
import { describe, expect, it } from "vitest";
import type { ExperimentReadout } from "../../app/contracts/experiment-api";
import { onEachSubscriberWorld } from "../../testing/api/subscriber-steps";

const OWNER = ["read:experiment"];

onEachSubscriberWorld("campaign codes", ({ world, person, subscription, latestInvoiceOf }) => {
  /** A press for an offer with the visitor's campaign code, as signed-in-destination.ts sends it. */
  async function chooseWithCode(who: { token: string }, offer: string, code: unknown, locale = "en") {
    const response = await world.call("POST", "/api/checkout", {
      token: who.token,
      body: { offer, locale, variant: "A", clientId: null, analyticsConsent: false, code },
    });
    expect(response.status).toBe(200);
    return (await response.json()) as { action: string; url: string };
  }

  /** The owner's readout up to a day far enough ahead for the customers' test clocks. */
  async function codesInReadout() {
    const token = await world.token("auth0|owner", { permissions: OWNER });
    const response = await world.call("GET", "/api/experiment?until=2030-12-31", { token });
    expect(response.status).toBe(200);
    return ((await response.json()) as ExperimentReadout).codes;
  }

  describe("LAUNCH20 (20 % off the first 3 months)", () => {
    it("takes 20 % off the three invoices of its first 3 months, then charges the full price, and the readout counts what was paid", async () => {
      const a = await person();
      const { action, url } = await chooseWithCode(a, "pro-monthly", "launch20");
      expect(action).toBe("checkout");
      const page = await (await fetch(url)).text();
      expect(page).toContain("LAUNCH20");
      expect(page).toMatch(/7-day free trial/i);
      await world.submit(`${new URL(url).pathname}/pay`);
      expect(await subscription(a)).toMatchObject({ plan: "pro", status: "trialing" });

      const totals: unknown[] = [];
      for (const days of [8, 31, 31, 31]) {
        await world.advance(a.email, days);
        const invoice = await latestInvoiceOf(a.email);
        totals.push({
          total: invoice.total,
          subtotal: invoice.subtotal,
          discounted: (invoice.total_discount_amounts as { amount: number }[]).map((entry) => entry.amount),
        });
      }
      // $6 a month: $4.80 three times, then $6 (a US buyer outside the registered states pays no tax).
      expect(totals).toEqual([
        { total: 480, subtotal: 600, discounted: [120] },
        { total: 480, subtotal: 600, discounted: [120] },
        { total: 480, subtotal: 600, discounted: [120] },
        { total: 600, subtotal: 600, discounted: [] },
      ]);

      const launch = (await codesInReadout()).find((row) => row.code === "LAUNCH20");
      expect(launch).toMatchObject({ subscriptions: 1, payments: 4 });
      expect(launch!.revenue).toBeCloseTo(3 * 4.8 + 6, 6);
      expect(launch!.discount).toBeCloseTo(3 * 1.2, 6);
    });

    it("never gives a second trial: a person who had one pays at once, with the discount", async () => {
      const a = await person();
      const first = await chooseWithCode(a, "pro-monthly", null);
      await world.submit(`${new URL(first.url).pathname}/pay`);
      // Cancelled in the portal and over with its trial: the next checkout is a new subscription.
      const cancel = await world.call("POST", "/api/portal", {
        token: a.token,
        body: { intent: "cancel", locale: "en" },
      });
      const portalPage = await world.opened(((await cancel.json()) as { url: string }).url);
      await world.submit(portalPage);
      await world.advance(a.email, 8);
      expect(await subscription(a)).toMatchObject({ plan: null, trialUsed: true });
      const { url } = await chooseWithCode(a, "max-monthly", "LAUNCH20");
      const page = await (await fetch(url)).text();
      expect(page).toContain("LAUNCH20");
      expect(page).not.toMatch(/\d+-day free trial/i);
    });
  });

  describe("a code the provider refuses or does not know", () => {
    it("opens the checkout without it, saying the provider's reason in the page's language, and lets the buyer type another", async () => {
      const a = await person();
      const { url } = await chooseWithCode(a, "pro-monthly", "EARLYBIRD", "de");
      const page = await (await fetch(url)).text();
      expect(page).toContain("Der Code EARLYBIRD konnte nicht angewendet werden:");
      expect(page).toContain("Promotion code");
      await world.submit(`${new URL(url).pathname}/pay`);
      await world.advance(a.email, 8);
      expect(await latestInvoiceOf(a.email)).toMatchObject({ total: 600, total_discount_amounts: [] });
    });

    it("says there is no such code, and an odd one is no code at all", async () => {
      const a = await person();
      const unknown = await chooseWithCode(a, "pro-monthly", "NOPE2026");
      expect(await (await fetch(unknown.url)).text()).toContain("There is no code NOPE2026.");
      const odd = await chooseWithCode(a, "pro-monthly", "<b>20%</b>");
      const page = await (await fetch(odd.url)).text();
      expect(page).not.toContain("could not be applied");
      expect(page).toContain("Promotion code");
    });
  });
});
