// What a withdrawal gives back (withdrawals.ts): everything paid, less the started days of paid
// service since the latest payment when the buyer asked to start at once; Brazil's 7 days whole.
import { describe, expect, it } from "vitest";
import { withdrawalSums } from "./withdrawals";

const DAY = 24 * 60 * 60 * 1000;
const bought = new Date("2026-12-01T10:00:00Z");
const firstCharge = new Date(bought.getTime() + 7 * DAY);
const row = (currency: string) => ({
  created_at: bought,
  currency,
  current_period_end: new Date(firstCharge.getTime() + 31 * DAY),
});
const paid = (currency: string, amount = 504, tax = 96) => [{ amount, tax, currency, paid_at: firstCharge }];
const after = (days: number) => new Date(firstCharge.getTime() + days * DAY);

describe("a withdrawal's sums", () => {
  it("refunds nothing in the trial, where nothing was paid", () => {
    expect(withdrawalSums(row("EUR"), [], true, new Date(bought.getTime() + 3 * DAY))).toEqual({
      paid: 0,
      kept: 0,
      refund: 0,
      currency: "EUR",
    });
  });

  it("refunds everything paid, tax included, when the buyer did not ask to start at once", () => {
    expect(withdrawalSums(row("EUR"), paid("EUR"), false, after(3))).toMatchObject({ paid: 600, refund: 600 });
  });

  it("keeps the started days of paid service, of the period's, when the buyer asked to start at once", () => {
    // €6 for 31 days: a day and a moment are two started days.
    expect(withdrawalSums(row("EUR"), paid("EUR"), true, after(1.01))).toEqual({
      paid: 600,
      kept: Math.round((600 * 2) / 31),
      refund: 600 - Math.round((600 * 2) / 31),
      currency: "EUR",
    });
    expect(withdrawalSums(row("EUR"), paid("EUR"), true, after(0))).toMatchObject({ kept: 0, refund: 600 });
  });

  it("refunds a Brazilian buyer everything within 7 days of buying, and keeps the share after", () => {
    // Bought without a trial (a second subscription): paid at the checkout.
    const noTrial = { ...row("BRL"), created_at: firstCharge };
    const reais = paid("BRL", 3000, 0);
    expect(withdrawalSums(noTrial, reais, true, after(3))).toMatchObject({ kept: 0, refund: 3000 });
    expect(withdrawalSums(noTrial, reais, true, after(8))).toMatchObject({ kept: Math.round((3000 * 8) / 31) });
    // The same days in euros keep their share at once.
    expect(withdrawalSums({ ...noTrial, currency: "EUR" }, paid("EUR"), true, after(3))).toMatchObject({
      kept: Math.round((600 * 3) / 31),
    });
  });
});
