// A subscription's words, pure: the pages (holding-words.ts) and the mails (app/mail/) say the same.
import { describe, expect, it } from "vitest";
import { common as de } from "../content/de/common.ts";
import { common as en } from "../content/en/common.ts";
import { common as ja } from "../content/ja/common.ts";
import { longDate } from "../i18n/long-date.ts";
import { holdingOf, type Holding } from "./holding.ts";
import { holdingWords } from "./holding-sentences.ts";

const utcDay = (tag: string) => (iso: string | null) => (iso ? longDate(iso.slice(0, 10), tag) : "");

const proAnnual: Holding = {
  id: "sub_1",
  choice: { kind: "plan", plan: "pro", period: "annual" },
  standing: "trial",
  price: { amount: 36, currency: "USD" },
  interval: "year",
  until: "2027-01-04T10:00:00.000Z",
  nextCharge: { amount: 36, currency: "USD", on: "2027-01-04T10:00:00.000Z", tax: null, discount: null },
  addedByEmail: false,
};

describe("a subscription's words", () => {
  it("name it, price it and say where it stands, in the language's words and money", () => {
    expect(holdingWords(en.holdings, "en", utcDay("en"))(proAnnual)).toEqual({
      name: "Pro plan",
      price: "$36 a year",
      charged: "$36 a year",
      standing: "Free trial until January 4, 2027, then $36 a year",
    });
    const euros = {
      ...proAnnual,
      price: { amount: 35.88, currency: "EUR" },
      nextCharge: null,
      standing: "ending" as const,
    };
    expect(holdingWords(de.holdings, "de", utcDay("de"))(euros)).toEqual({
      name: "Pro-Abo",
      price: "35,88\u00a0€ im Jahr",
      charged: "35,88\u00a0€ im Jahr",
      standing: "Gekündigt: läuft bis 4. Januar 2027, es wird nichts mehr abgebucht",
    });
  });

  it("name the research by its own name, and write one sum of money", () => {
    const words = holdingWords(en.holdings, "en", utcDay("en"));
    expect(words({ ...proAnnual, choice: { kind: "paywall", period: "yearly" } }).name).toBe("Research subscription");
    expect(words.amount({ amount: 900, currency: "JPY" })).toBe("¥900");
  });

  it("say the next charge with its tax as the pages price things: inside where included, on top where added", () => {
    const trialUntil = (amount: number, currency: string, tax: { amount: number; included: boolean } | null) =>
      holdingOf({
        id: "sub_1",
        offer: "pro-monthly",
        status: "trialing",
        amount,
        currency,
        interval: "month",
        trialEnd: "2027-01-04T10:00:00.000Z",
        currentPeriodEnd: "2027-01-04T10:00:00.000Z",
        cancelAtPeriodEnd: false,
        endedAt: null,
        nextCharge: { amount, currency, on: "2027-01-04T10:00:00.000Z", tax, discount: null },
        addedByEmail: false,
      });
    const german = holdingWords(
      de.holdings,
      "de",
      utcDay("de"),
    )(trialUntil(600, "EUR", { amount: 96, included: true }));
    expect(german.standing).toBe("Kostenlos bis 4. Januar 2027, danach 6\u00a0€ inkl. 0,96\u00a0€ MwSt. im Monat");
    // A US price's tax comes on top: $6.39 paid is '$6 + $0.39 tax'.
    const english = holdingWords(en.holdings, "en", utcDay("en"));
    expect(english(trialUntil(639, "USD", { amount: 39, included: false })).standing).toBe(
      "Free trial until January 4, 2027, then $6 + $0.39 tax a month",
    );
    expect(english(trialUntil(600, "EUR", { amount: 96, included: true })).standing).toContain(
      "then €6 incl. €0.96 VAT a month",
    );
    expect(
      holdingWords(ja.holdings, "ja", utcDay("ja"))(trialUntil(900, "JPY", { amount: 82, included: true })).standing,
    ).toContain("月額￥900（うち消費税￥82）");
    // Untaxed (no registration where the buyer lives), or not yet previewed: the sum alone.
    expect(english(trialUntil(600, "USD", { amount: 0, included: false })).standing).toBe(
      "Free trial until January 4, 2027, then $6 a month",
    );
    expect(english(trialUntil(600, "USD", null)).standing).toBe("Free trial until January 4, 2027, then $6 a month");
  });

  it("say how long a campaign code's lower price lasts, and the price after it", () => {
    const summary: Parameters<typeof holdingOf>[0] = {
      id: "sub_1",
      offer: "pro-monthly",
      status: "trialing",
      amount: 600,
      currency: "USD",
      interval: "month",
      trialEnd: "2026-12-11T10:00:00.000Z",
      currentPeriodEnd: "2026-12-11T10:00:00.000Z",
      cancelAtPeriodEnd: false,
      endedAt: null,
      nextCharge: {
        amount: 511,
        currency: "USD",
        on: "2026-12-11T10:00:00.000Z",
        tax: { amount: 31, included: false },
        discount: { code: "LAUNCH20", until: "2027-03-04T10:00:00.000Z" },
      },
      addedByEmail: false,
    };
    const launch = holdingOf(summary);
    const english = holdingWords(en.holdings, "en", utcDay("en"))(launch);
    expect(english.price).toBe("$6 a month");
    // After the code, the price with its tax on top where it is added: not yet computed, so named.
    expect(english.charged).toBe("$4.80 + $0.31 tax a month with LAUNCH20 until March 4, 2027, then $6 + tax a month");
    expect(holdingWords(de.holdings, "de", utcDay("de"))(launch).charged).toBe(
      "4,80\u00a0$ zzgl. 0,31\u00a0$ Steuer im Monat mit LAUNCH20 bis 4. März 2027, danach 6\u00a0$ zzgl. Steuer im Monat",
    );
    // Where the price includes its tax, the price after the code is the price.
    const inEuros = holdingOf({
      ...summary,
      currency: "EUR",
      nextCharge: { ...summary.nextCharge!, currency: "EUR", amount: 480, tax: { amount: 77, included: true } },
    });
    expect(holdingWords(en.holdings, "en", utcDay("en"))(inEuros).charged).toBe(
      "€4.80 incl. €0.77 VAT a month with LAUNCH20 until March 4, 2027, then €6 a month",
    );
    expect(english.standing).toBe(`Free trial until December 11, 2026, then ${english.charged}`);
    // A code for one payment: that payment, then the price.
    const once = holdingOf({
      ...summary,
      nextCharge: { ...summary.nextCharge!, discount: { code: "WELCOME", until: summary.nextCharge!.on } },
    });
    expect(holdingWords(en.holdings, "en", utcDay("en"))(once)).toMatchObject({
      charged: "$4.80 + $0.31 tax once with WELCOME, then $6 + tax a month",
      standing: "Free trial until December 11, 2026, then $4.80 + $0.31 tax once with WELCOME, then $6 + tax a month",
    });
    expect(holdingWords(ja.holdings, "ja", utcDay("ja"))(once).charged).toMatch(/（WELCOME適用、1回のみ）、その後/);
    const forever = { ...launch, nextCharge: { ...launch.nextCharge!, discount: { code: "FRIENDS", until: null } } };
    expect(holdingWords(de.holdings, "de", utcDay("de"))(forever).charged).toBe(
      "4,80\u00a0$ zzgl. 0,31\u00a0$ Steuer im Monat mit FRIENDS",
    );
  });
});
