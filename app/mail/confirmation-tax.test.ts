// A paid start's confirmation says what the checkout charged with its tax as the pages price
// things (on top of a US price: '$6 + $0.39 tax'; inside a euro one: '6 € inkl. 0,96 € MwSt.'),
// and nothing about tax where none was charged.
import { describe, expect, it } from "vitest";
import { sampleMails, sampleSender } from "../../testing/mail/mail-samples.ts";
import type { FactsOf } from "./mail-context.ts";
import { renderMail } from "./render-mail.tsx";

const sender = sampleSender;

/** The sample's paid confirmation in a language, charged `paid` (minor units) of which `tax`. */
async function paidConfirmation(locale: "en" | "de" | "ja", paid: number, tax: number, currency: string) {
  const sample = sampleMails(locale).find(
    (facts): facts is FactsOf<"confirmation"> => facts.kind === "confirmation" && facts.paidToday !== null,
  )!;
  return (await renderMail({ ...sample, paidToday: { amount: paid, tax, currency } }, sender)).text;
}

describe("a paid start's confirmation", () => {
  it("says the charge with its tax, as each language writes money", async () => {
    const english = await paidConfirmation("en", 639, 39, "USD");
    expect(english).toContain("Charged today: $6 + $0.39 tax");
    expect(english).toContain("We charged $6 + $0.39 tax today.");
    // Intl writes a no-break space between the sum and its sign.
    expect(await paidConfirmation("de", 600, 96, "EUR")).toMatch(/Heute abgebucht: 6\s€ inkl\. 0,96\s€ MwSt\./);
    expect(await paidConfirmation("ja", 900, 82, "JPY")).toContain("￥900（うち消費税￥82）");
  });

  it("says no tax where none was charged", async () => {
    const untaxed = await paidConfirmation("en", 600, 0, "USD");
    expect(untaxed).toMatch(/^Charged today: \$6$/m);
    expect(untaxed).toContain("We charged $6 today.");
  });
});
