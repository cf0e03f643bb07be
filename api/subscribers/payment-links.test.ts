// Purchases through the research's payment links, on PGlite and on a real PostgreSQL server: each
// payment reported once, with consent only, whichever of the provider's events comes first. Whose
// they are: purchase-ownership.test.ts.
import { describe, expect, it } from "vitest";
import { encodeClientReference } from "../../app/contracts/client-reference";
import { onEachSubscriberWorld } from "../../testing/api/subscriber-steps";

onEachSubscriberWorld("payment links", ({ world, hitsFor }) => {
  describe("a payment link's purchase, whichever of its events is handled first", () => {
    let buyers = 0;
    /**
     * Buys the research through a payment link (in yen) and lets its trial end; with `invoiceFirst`
     * the checkout's event fails until the paid invoice's has been handled, then is delivered again.
     */
    async function buyAndRenew(analyticsConsent: boolean, invoiceFirst: boolean) {
      const clientId = `Lnk${String(++buyers).padStart(6, "0")}`;
      const email = `link-buyer-${clientId}@example.com`;
      const reference = encodeClientReference({ userId: clientId, variant: "B", analyticsConsent });
      const link = `${world.services}/checkout/paywall-monthly?client_reference_id=${reference}&locale=ja`;
      const [, pay, session] = /action="(\/checkout\/sessions\/(cs_local_\w+)\/pay)"/.exec(
        await (await fetch(link)).text(),
      )!;
      // While the provider cannot say what the checkout was, its event answers 5xx and waits.
      const outage = (down: boolean) =>
        fetch(`${world.services}/checkout/sessions/${session}/outage?down=${down ? 1 : 0}`, { method: "POST" });
      const before = (await world.deliveries()).length;
      if (invoiceFirst) await outage(true);
      try {
        await world.submit(pay!, { email });
        await world.advance(email, 8);
      } finally {
        await outage(false);
      }
      const delivered = (await world.deliveries()).slice(before);
      const completed = delivered.find((d) => d.type === "checkout.session.completed")!;
      if (invoiceFirst) {
        expect(completed.status).not.toBe(200);
        expect((await world.redeliver(completed.eventId)).status).toBe(200);
      }
      return {
        clientId,
        subscription: delivered.find((d) => d.type === "customer.subscription.created")!.objectId,
        invoice: delivered.filter((d) => d.type === "invoice.paid").at(-1)!.objectId,
      };
    }

    it.each([
      ["the paid invoice's", true],
      ["the checkout's", false],
    ])("reports the first payment once when %s comes first, and only with consent", async (_, invoiceFirst) => {
      const bought = await buyAndRenew(true, invoiceFirst);
      const purchases = (await hitsFor(bought.subscription)).filter((hit) => hit.name === "purchase");
      expect(purchases).toMatchObject([
        {
          clientId: bought.clientId,
          params: {
            transaction_id: bought.invoice,
            // ¥750 incl. ¥68 consumption tax: the sale brought the rest.
            value: 682,
            tax: 68,
            currency: "JPY",
            first_payment: true,
            exp_variant_string: "B",
            items: [{ item_id: "paywall-monthly", price: 682, quantity: 1 }],
          },
        },
      ]);

      const refused = await buyAndRenew(false, invoiceFirst);
      expect((await world.hits()).filter((hit) => hit.clientId === refused.clientId)).toEqual([]);
    });
  });
});
