import { describe, expect, it } from "vitest";
import { localeInfo, locales } from "../contracts/locales";
import { copies } from "../shared/content/languages";
import { taxInclusiveCurrencies } from "./tax";

/** How each language's pricing notes say that the price includes tax. */
const includesTax = /inklusive Mehrwertsteuer|TVA incluse|incluyen el IVA|税込/;

describe("the tax-inclusive currencies", () => {
  it("are those of the pages that say their prices include tax, and only those", () => {
    for (const locale of locales) {
      const saysIncluded = copies[locale].pricing.notes.some((note) => includesTax.test(note));
      expect(saysIncluded, locale).toBe(taxInclusiveCurrencies.includes(localeInfo[locale].currency));
    }
  });
});
