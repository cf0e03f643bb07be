// A subscription's next charge as the provider previews it (next-charge.ts), told to the person:
// a Washington buyer's LAUNCH20 trial comes to $4.80 plus its 6.5 % sales tax on each of the
// code's three invoices, then $6 plus tax; a person's own request keeps what was previewed; a
// cancelled one has none.
import { describe, expect, it } from "vitest";
import type { StoredSubscription } from "../database/schema";
import { onEachSubscriberWorld } from "../../testing/api/subscriber-steps";
import { nextChargeColumns } from "./next-charge";

const WASHINGTON = { country: "US", state: "WA", postal_code: "98101" };

onEachSubscriberWorld("next charges", ({ world, person, subscription, portal }) => {
  describe("the next charge, as the provider previews it", () => {
    it("comes with the code's discount while it lasts and the buyer's sales tax on top", async () => {
      const a = await person();
      const response = await world.call("POST", "/api/checkout", {
        token: a.token,
        body: {
          offer: "pro-monthly",
          locale: "en",
          variant: "A",
          clientId: null,
          analyticsConsent: false,
          code: "LAUNCH20",
        },
      });
      const { url } = (await response.json()) as { url: string };
      await world.submit(`${new URL(url).pathname}/pay`, WASHINGTON);

      const next = async (fresh = false) => (await subscription(a, fresh)).subscriptions[0]!.nextCharge;
      // $4.80 after the code's 20 %, and 6.5 % of it ($0.31) added; the code's discount lasts its 3 months.
      const inTrial = await next();
      expect(inTrial).toMatchObject({ amount: 511, currency: "USD", tax: { amount: 31, included: false } });
      expect(inTrial!.discount).toEqual({ code: "LAUNCH20", until: expect.any(String) });
      const months = (Date.parse(inTrial!.discount!.until!) - Date.now()) / (30.44 * 24 * 60 * 60 * 1000);
      expect(months).toBeCloseTo(3, 0);
      // The person's own read of the provider (?fresh=1) keeps what the provider previewed.
      expect(await next(true)).toMatchObject({ amount: 511, tax: { amount: 31, included: false } });

      const seen: unknown[] = [];
      for (const days of [8, 31, 31]) {
        await world.advance(a.email, days);
        const charge = await next();
        seen.push({ amount: charge?.amount, tax: charge?.tax?.amount, code: charge?.discount?.code ?? null });
      }
      // After the trial and the first two discounted months the third is still $4.80; then $6 + $0.39.
      expect(seen).toEqual([
        { amount: 511, tax: 31, code: "LAUNCH20" },
        { amount: 511, tax: 31, code: "LAUNCH20" },
        { amount: 639, tax: 39, code: null },
      ]);

      const cancel = (await (await portal(a, { intent: "cancel" })).json()) as { url: string };
      await world.submit(await world.opened(cancel.url));
      expect(await next(true)).toBeNull();
    });
  });
});

describe("a next charge previewed before", () => {
  const day = new Date("2027-01-04T10:00:00Z");
  const row = {
    id: "sub_1",
    customer_id: "cus_1",
    offer: "pro-monthly",
    status: "trialing",
    trial_end: day,
    current_period_end: day,
    cancel_at_period_end: false,
    ended_at: null,
    amount: 600,
    currency: "EUR",
    billing_interval: "month" as const,
    variant: null,
    client_id: null,
    analytics_consent: false,
    created_at: day,
  };
  const until = new Date("2027-03-01T10:00:00Z");
  const kept = {
    next_charge_total: 480,
    next_charge_tax: 77,
    next_charge_on: day,
    next_charge_code: "LAUNCH20",
    next_charge_discount_until: until,
  };
  const before = { ...row, ...kept } as StoredSubscription;
  const unknown = {
    next_charge_total: null,
    next_charge_tax: null,
    next_charge_on: null,
    next_charge_code: null,
    next_charge_discount_until: null,
  };

  it("is kept by a read without a preview while the same charge is due", () => {
    expect(nextChargeColumns(row, undefined, before)).toEqual(kept);
  });

  it("is unknown once the offer, the price or the day changed, and none is due once cancelled", () => {
    expect(nextChargeColumns({ ...row, offer: "max-monthly", amount: 1200 }, undefined, before)).toEqual(unknown);
    expect(nextChargeColumns({ ...row, amount: 480 }, undefined, before)).toEqual(unknown);
    expect(
      nextChargeColumns(
        { ...row, status: "active", current_period_end: new Date("2027-02-04T10:00:00Z") },
        undefined,
        before,
      ),
    ).toEqual(unknown);
    expect(
      nextChargeColumns({ ...row, cancel_at_period_end: true }, { total: 600, tax: 96, discount: null }, before),
    ).toEqual(unknown);
  });

  it("is replaced by a new preview, or by none when the provider has none", () => {
    expect(nextChargeColumns(row, { total: 600, tax: 96, discount: null }, before)).toEqual({
      ...unknown,
      next_charge_total: 600,
      next_charge_tax: 96,
      next_charge_on: day,
    });
    expect(nextChargeColumns(row, null, before)).toEqual(unknown);
  });
});
