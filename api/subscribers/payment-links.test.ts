// @vitest-environment node
// Purchases through the plans' and the research's payment links, on PGlite and on a real PostgreSQL
// server: whose they are (by the claim the API signed, never a forged one), and each payment
// reported once, with consent only, whichever of the provider's events comes first.
import { describe, expect, it } from "vitest";
import { encodeClientReference } from "../../app/contracts/client-reference";
import { PERSON_CLAIM_HEADER } from "../../app/contracts/subscription-api";
import { onEachSubscriberWorld } from "../../testing/api/subscriber-steps";

onEachSubscriberWorld("payment links", ({ world, person, subscription, choose, hitsFor }) => {
  describe("a purchase through the fallback payment link", () => {
    /** Pays the plan's payment link with a client reference carrying `claim`, as the page does when the API is out of reach. */
    async function payLink(offer: string, claim: string | null) {
      const reference = encodeClientReference({
        userId: "Zz9yX8wV7",
        variant: "A",
        analyticsConsent: true,
        ...(claim && { personClaim: claim }),
      });
      const page = await (await fetch(`${world.services}/checkout/${offer}?client_reference_id=${reference}`)).text();
      const pay = /action="(\/checkout\/sessions\/cs_local_\w+\/pay)"/.exec(page)![1]!;
      await world.submit(pay);
    }

    it("is the signed-in person's, by the claim the API signed for them: their plan, their cancellation", async () => {
      const a = await person();
      const answer = await world.call("GET", "/api/subscription", { token: a.token });
      const claim = answer.headers.get(PERSON_CLAIM_HEADER);
      expect(claim).toMatch(/^[A-Za-z0-9_-]{20,}$/);
      await payLink("pro-monthly", claim);
      expect(await subscription(a)).toMatchObject({ plan: "pro", status: "trialing", trialUsed: true });
      const cancel = await world.call("POST", "/api/portal", {
        token: a.token,
        body: { intent: "cancel", locale: "en" },
      });
      expect(cancel.status).toBe(200);
      // And no second trial for them through the site.
      const again = await choose(a, "max-monthly");
      expect(again.action).toBe("switch");
    });

    it("is nobody's with a forged or another person's altered claim", async () => {
      const a = await person();
      const b = await person();
      const claimOfB = (await world.call("GET", "/api/subscription", { token: b.token })).headers.get(
        PERSON_CLAIM_HEADER,
      )!;
      const forged = claimOfB.slice(0, 4) + (claimOfB[4] === "A" ? "B" : "A") + claimOfB.slice(5);
      await payLink("max-monthly", forged);
      expect((await subscription(a)).plan).toBeNull();
      expect((await subscription(b)).plan).toBeNull();
    });
  });

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
            value: 750,
            currency: "JPY",
            first_payment: true,
            exp_variant_string: "B",
            items: [{ item_id: "paywall-monthly", price: 750, quantity: 1 }],
          },
        },
      ]);

      const refused = await buyAndRenew(false, invoiceFirst);
      expect((await world.hits()).filter((hit) => hit.clientId === refused.clientId)).toEqual([]);
    });
  });
});
