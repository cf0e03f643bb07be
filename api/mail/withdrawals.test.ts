// The right of withdrawal from a mailed cancel link (contracts/cancel-api.ts), against the payment
// and mail stand-ins: within 14 days the subscription ends at once and what was paid comes back,
// less the days of paid service used after the buyer asked at the checkout to start at once; the
// first payment is refunded once, and the withdrawal's own mail confirms it, not a cancellation's.
import { describe, expect, it } from "vitest";
import type { CancelLinkAnswer } from "../../app/contracts/cancel-api";
import { LOCAL_STRIPE_SECRET_KEY } from "../../local/api-env";
import { CANCEL_LINK, linkIn, tokenOf } from "../../testing/api/mailed-links";
import { onEachSubscriberWorld } from "../../testing/api/subscriber-steps";
import { testDatabases } from "../../testing/database/test-databases";

onEachSubscriberWorld(
  "withdrawals",
  ({ world }) => {
    const sent = async (email: string) => {
      await world.api.sendMails();
      return world.mails(email);
    };
    const link = (token: string, body?: unknown) =>
      fetch(new URL(`/api/cancel-links/${token}`, world.site), {
        method: body ? "POST" : "GET",
        ...(body !== undefined && { headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }),
      });
    const provider = async (path: string) =>
      (await fetch(new URL(path, world.services), {
        headers: { Authorization: `Bearer ${LOCAL_STRIPE_SECRET_KEY}` },
      }).then((response) => response.json())) as { data: Record<string, unknown>[] } & Record<string, unknown>;

    /** Research bought at its payment link (its 7-day trial), and a cancel link for it mailed. */
    async function boughtAndLinked(email: string, { paidDays = 0 } = {}) {
      const checkout = `${world.services}/checkout/paywall-monthly?locale=de`;
      const [, pay] = /action="(\/checkout\/sessions\/cs_local_\w+\/pay)"/.exec(await (await fetch(checkout)).text())!;
      await world.submit(pay!, { email });
      if (paidDays) await world.advance(email, 7 + paidDays);
      await fetch(new URL("/api/cancel-links", world.site), {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email, contract: "research", locale: "de" }),
      });
      const linkMail = (await sent(email)).find((mail) => CANCEL_LINK.test(mail.text));
      return tokenOf(linkIn(linkMail?.text ?? "", CANCEL_LINK));
    }

    describe("withdrawing within 14 days", () => {
      it("in the trial: ends it at once, refunds nothing, and mails the withdrawal, not a cancellation", async () => {
        const email = `withdraw-trial-${Math.random().toString(36).slice(2, 8)}@example.com`;
        const token = await boughtAndLinked(email);
        const offered = (await (await link(token)).json()) as CancelLinkAnswer;
        expect(offered.withdrawal).toMatchObject({ refund: { amount: 0, currency: "EUR" } });
        const until = Date.parse(offered.withdrawal!.until);
        expect(Math.abs(until - (Date.now() + 14 * 86_400_000))).toBeLessThan(86_400_000);

        const withdrawn = await link(token, { withdraw: true, locale: "de" });
        expect(withdrawn.status).toBe(200);
        expect(await withdrawn.json()).toMatchObject({ used: true, withdrawn: { refund: { amount: 0 } } });
        expect((await link(token, { withdraw: true })).status).toBe(410);
        const mails = await sent(email);
        // Newest first: the withdrawal's, and no cancellation's beside the order and the link.
        expect(mails.map((mail) => mail.subject)).toEqual([
          "Dein Widerruf bei Snapsong ist bestätigt",
          "Dein Kündigungslink für Snapsong",
          "Deine Bestellung bei Snapsong: Recherche-Abo",
        ]);
      });

      it("after the first charge: refunds it once, less the day of paid service used", async () => {
        const email = `withdraw-paid-${Math.random().toString(36).slice(2, 8)}@example.com`;
        const token = await boughtAndLinked(email, { paidDays: 1 });
        const offered = (await (await link(token)).json()) as CancelLinkAnswer;
        expect(offered.withdrawal?.refund.currency).toBe("EUR");

        const withdrawn = await link(token, { withdraw: true, locale: "de" });
        expect(withdrawn.status).toBe(200);
        const { withdrawn: said } = (await withdrawn.json()) as CancelLinkAnswer;
        // €4.99 paid; the buyer accepted the terms, which ask to start at once: the started days of
        // paid service since (one, and the one begun) kept, of a month's.
        expect(said!.refund.amount).toBeGreaterThanOrEqual(499 - Math.ceil((2 * 499) / 28));
        expect(said!.refund.amount).toBeLessThan(499);

        const [customer] = (await provider(`/v1/customers?email=${encodeURIComponent(email)}`)).data;
        const subscriptions = await provider(`/v1/subscriptions?customer=${customer!.id}&status=all`);
        expect(subscriptions.data[0]).toMatchObject({ status: "canceled" });
        const invoice = subscriptions.data[0]!.latest_invoice as string;
        const [payment] = (await provider(`/v1/invoice_payments?invoice=${invoice}`)).data;
        const intent = (payment!.payment as { payment_intent: string }).payment_intent;
        const refunds = await provider(`/v1/refunds?payment_intent=${intent}`);
        expect(refunds.data.map((refund) => refund.amount)).toEqual([said!.refund.amount]);

        expect((await link(token, { withdraw: true })).status).toBe(410);
        expect((await provider(`/v1/refunds?payment_intent=${intent}`)).data).toHaveLength(1);
        expect((await sent(email))[0]!.subject).toBe("Dein Widerruf bei Snapsong ist bestätigt");
      });
    });
  },
  { databases: [testDatabases[0]!] },
);
