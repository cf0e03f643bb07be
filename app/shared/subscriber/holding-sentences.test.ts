// A subscription's words, pure: the pages (holding-words.ts) and the mails (app/mail/) say the same.
import { describe, expect, it } from "vitest";
import { common as de } from "../content/de/common.ts";
import { common as en } from "../content/en/common.ts";
import { longDate } from "../i18n/long-date.ts";
import type { Holding } from "./holding.ts";
import { holdingWords } from "./holding-sentences.ts";

const utcDay = (tag: string) => (iso: string | null) => (iso ? longDate(iso.slice(0, 10), tag) : "");

const proAnnual: Holding = {
  id: "sub_1",
  choice: { kind: "plan", plan: "pro", period: "annual" },
  standing: "trial",
  price: { amount: 36, currency: "USD" },
  interval: "year",
  until: "2027-01-04T10:00:00.000Z",
  nextCharge: { amount: 36, currency: "USD", on: "2027-01-04T10:00:00.000Z" },
  addedByEmail: false,
};

describe("a subscription's words", () => {
  it("name it, price it and say where it stands, in the language's words and money", () => {
    expect(holdingWords(en.holdings, "en", utcDay("en"))(proAnnual)).toEqual({
      name: "Pro plan",
      price: "$36 a year",
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
      standing: "Gekündigt: läuft bis 4. Januar 2027, es wird nichts mehr abgebucht",
    });
  });

  it("name the research by its own name, and write one sum of money", () => {
    const words = holdingWords(en.holdings, "en", utcDay("en"));
    expect(words({ ...proAnnual, choice: { kind: "paywall", period: "yearly" } }).name).toBe("Research subscription");
    expect(words.amount({ amount: 900, currency: "JPY" })).toBe("¥900");
  });
});
