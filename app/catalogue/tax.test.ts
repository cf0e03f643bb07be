import { describe, expect, it } from "vitest";
import { localeInfo, locales } from "../contracts/locales";
import { copies } from "../shared/content/languages";
import { isTaxIncluded } from "../contracts/locales";

/** How each language's pricing notes say that the price includes tax. */
const includesTax = /inklusive Mehrwertsteuer|TVA incluse|incluyen el IVA|税込/;
/** How they say that tax may be added where the buyer lives. */
const taxMayBeAdded = /Taxes may apply where you live|Pode haver cobrança de impostos conforme o local onde você mora/;

describe("the tax-inclusive currencies", () => {
  it("are those of the pages that say their prices include tax, and only those", () => {
    for (const locale of locales) {
      const saysIncluded = copies[locale].pricing.notes.some((note) => includesTax.test(note));
      expect(saysIncluded, locale).toBe(isTaxIncluded(localeInfo[locale].currency));
      // The others say tax may be added: the checkout adds it where the buyer lives (a US state's).
      const saysAdded = copies[locale].pricing.notes.some((note) => taxMayBeAdded.test(note));
      expect(saysAdded, locale).toBe(!saysIncluded);
    }
  });
});
