// A paid start's confirmation mail says what the checkout charged, with the tax where the buyer
// lives: a second subscription (no trial) for a buyer in Washington, $6 and its 6.5 % sales tax.
import { expect, it } from "vitest";
import { onEachSubscriberWorld } from "../../testing/api/subscriber-steps";
import { testDatabases } from "../../testing/database/test-databases";

onEachSubscriberWorld(
  "the confirmation's tax",
  ({ world, person, choose, subscription, latestInvoiceOf }) => {
    it("says the charge with its tax in the confirmation of a paid start", async () => {
      const a = await person();
      const first = await choose(a, "pro-monthly");
      await world.submit(`${new URL(first.url).pathname}/pay`);
      const cancel = await world.call("POST", "/api/portal", {
        token: a.token,
        body: { intent: "cancel", locale: "en" },
      });
      await world.submit(await world.opened(((await cancel.json()) as { url: string }).url));
      await world.advance(a.email, 8);
      expect(await subscription(a)).toMatchObject({ plan: null, trialUsed: true });

      const second = await choose(a, "pro-monthly");
      await world.submit(`${new URL(second.url).pathname}/pay`, { country: "US", state: "WA", postal_code: "98101" });
      // $6 before tax, as the English pages say ("Taxes may apply where you live"), and Washington's added.
      expect(await latestInvoiceOf(a.email)).toMatchObject({
        total: 639,
        total_excluding_tax: 600,
        total_taxes: [{ amount: 39, tax_behavior: "exclusive" }],
      });
      await world.api.sendMails();
      const confirmations = (await world.mails(a.email)).filter((mail) => mail.text.includes("Charged today"));
      expect(confirmations).toHaveLength(1);
      expect(confirmations[0]!.text).toContain("Charged today: $6 + $0.39 tax");
      // And its next charge, as the provider previews it: a month on, the same again.
      expect(confirmations[0]!.text).toMatch(/Next charge: \$6 \+ \$0\.39 tax on /);
    });
  },
  { databases: [testDatabases[0]!] },
);
