// The reminder before a trial's first charge says that charge as the provider previewed it, its
// tax on top, and what it costs after: a campaign code's lower price while it lasts, then the price
// with its tax on top.
import { describe, expect, it } from "vitest";
import { sampleMails, sampleSender } from "../../testing/mail/mail-samples.ts";
import type { FactsOf } from "./mail-context.ts";
import { renderMail } from "./render-mail.tsx";

describe("the trial's reminder", () => {
  it("says the first charge with its tax and the code's price until its last day, then the price", async () => {
    const sample = sampleMails("en").find(
      (facts): facts is FactsOf<"trial-reminder" | "renewal-reminder"> => facts.kind === "trial-reminder",
    )!;
    const subscription = {
      ...sample.subscription,
      nextCharge: {
        ...sample.subscription.nextCharge!,
        amount: 511,
        currency: "USD",
        tax: { amount: 31, included: false },
        discount: { code: "LAUNCH20", until: "2027-03-29T10:00:00.000Z" },
      },
    };
    const { text } = await renderMail({ ...sample, subscription }, sampleSender);
    expect(text).toContain(
      "we charge $4.80 + $0.31 tax to your payment method; after that, it costs $4.80 + $0.31 tax a month with LAUNCH20 until March 29, 2027, then $6 + tax a month.",
    );
    expect(text).toMatch(/First charge: \$4\.80 \+ \$0\.31 tax on /);
  });
});
