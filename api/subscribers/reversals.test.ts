// Money that went back (reversals.ts), against the payment stand-in: each refund of a paid invoice
// is recorded once against it, a partial one as its part, whether the site's withdrawal or the
// provider's Dashboard made it, and a dispute the seller lost; a redelivered event records nothing
// twice, and the owner's readout keeps none of that money; a refund that failed later, it keeps.
import { describe, expect, it, vi } from "vitest";
import type { ExperimentReadout } from "../../app/contracts/experiment-api";
import { LOCAL_STRIPE_SECRET_KEY } from "../../local/api-env";
import { onEachSubscriberWorld } from "../../testing/api/subscriber-steps";
import { testDatabases } from "../../testing/database/test-databases";

onEachSubscriberWorld(
  "payment reversals",
  ({ world, database }) => {
    const provider = async (path: string, form?: Record<string, string>) =>
      (await fetch(new URL(path, world.services), {
        method: form ? "POST" : "GET",
        headers: { Authorization: `Bearer ${LOCAL_STRIPE_SECRET_KEY}` },
        ...(form && { body: new URLSearchParams(form) }),
      }).then((response) => response.json())) as { data: Record<string, unknown>[] } & Record<string, unknown>;

    /** The research bought at its payment link and its first month paid: that invoice and its PaymentIntent. */
    async function paidResearch(email: string) {
      const checkout = `${world.services}/checkout/paywall-monthly?locale=en`;
      const [, pay] = /action="(\/checkout\/sessions\/cs_local_\w+\/pay)"/.exec(await (await fetch(checkout)).text())!;
      await world.submit(pay!, { email });
      await world.advance(email, 8);
      const [customer] = (await provider(`/v1/customers?email=${encodeURIComponent(email)}`)).data;
      const invoices = await provider(`/v1/invoices?customer=${customer!.id}&status=paid`);
      const invoice = invoices.data.find((one) => (one.amount_paid as number) > 0)!;
      const [payment] = (await provider(`/v1/invoice_payments?invoice=${invoice.id as string}`)).data;
      return { invoice: invoice.id as string, intent: (payment!.payment as { payment_intent: string }).payment_intent };
    }

    const reversalsOf = (invoice: string) =>
      database().use((db) =>
        db
          .selectFrom("payment_reversals")
          .select(["kind", "amount", "currency"])
          .where("invoice_id", "=", invoice)
          .orderBy("reversed_at")
          .orderBy("amount")
          .execute(),
      );

    /** The owner's readout's revenue of the sales without a code, in dollars. */
    async function revenueWithoutCode() {
      const token = await world.token("auth0|owner", { permissions: ["read:experiment"] });
      const response = await world.call("GET", "/api/experiment?until=2030-12-31", { token });
      const { codes } = (await response.json()) as ExperimentReadout;
      return codes.find((row) => row.code === null)?.revenue ?? 0;
    }

    describe("refunds", () => {
      it("records each refund of a paid invoice once, a partial one as its part, and the readout keeps none of it", async () => {
        const { invoice, intent } = await paidResearch(
          `refunded-${Math.random().toString(36).slice(2, 8)}@example.com`,
        );
        const paid = await revenueWithoutCode();
        // $4.99 paid: $2 back first (as from the Dashboard), then the rest.
        await provider("/v1/refunds", { payment_intent: intent, amount: "200" });
        await vi.waitFor(async () => expect(await reversalsOf(invoice)).toHaveLength(1), { timeout: 10_000 });
        expect(await revenueWithoutCode()).toBeCloseTo(paid - 2, 6);
        await provider("/v1/refunds", { payment_intent: intent });
        await vi.waitFor(async () => expect(await reversalsOf(invoice)).toHaveLength(2), { timeout: 10_000 });
        expect(await reversalsOf(invoice)).toEqual([
          { kind: "refund", amount: 200, currency: "USD" },
          { kind: "refund", amount: 299, currency: "USD" },
        ]);

        expect(await revenueWithoutCode()).toBeCloseTo(paid - 4.99, 6);

        // The provider delivers an event again: nothing is recorded twice.
        const refunded = (await world.deliveries()).filter((delivery) => delivery.type === "charge.refunded");
        expect(refunded.length).toBeGreaterThanOrEqual(2);
        for (const delivery of refunded) await world.redeliver(delivery.eventId);
        expect(await reversalsOf(invoice)).toHaveLength(2);
      });

      it("takes a refund that failed later off the record: its money counts as kept, and may be refunded again", async () => {
        const { invoice, intent } = await paidResearch(
          `unrefunded-${Math.random().toString(36).slice(2, 8)}@example.com`,
        );
        const paid = await revenueWithoutCode();
        const refund = await provider("/v1/refunds", { payment_intent: intent });
        await vi.waitFor(async () => expect(await reversalsOf(invoice)).toHaveLength(1), { timeout: 10_000 });
        expect(await revenueWithoutCode()).toBeCloseTo(paid - 4.99, 6);
        // The card was closed: the provider says the refund failed, and signs the event.
        const failed = await fetch(new URL("/test-refund-failures", world.services), {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ refund: refund.id }),
        });
        expect(failed.status).toBe(200);
        const { events } = (await failed.json()) as { events: { type: string; status: number }[] };
        expect(events.find((delivery) => delivery.type === "refund.failed")?.status).toBe(200);
        expect(await reversalsOf(invoice)).toEqual([]);
        expect(await revenueWithoutCode()).toBeCloseTo(paid, 6);
        // A charge.refunded delivered late, or again, reads the refunds anew: the failed one stays off.
        for (const delivery of (await world.deliveries()).filter((one) => one.type === "charge.refunded"))
          await world.redeliver(delivery.eventId);
        expect(await reversalsOf(invoice)).toEqual([]);
        // Refunded another way, in full: recorded as that.
        await provider("/v1/refunds", { payment_intent: intent });
        await vi.waitFor(async () => expect(await reversalsOf(invoice)).toHaveLength(1), { timeout: 10_000 });
        expect(await revenueWithoutCode()).toBeCloseTo(paid - 4.99, 6);
      });
    });

    describe("disputes", () => {
      /** The cardholder's bank disputes the payment and it is decided at once (the stand-in's control). */
      const dispute = (payment_intent: string, outcome: "lost" | "won") =>
        fetch(new URL("/test-disputes", world.services), {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ payment_intent, outcome }),
        });

      it("takes a lost dispute's amount off once, and a won one nothing", async () => {
        const lost = await paidResearch(`disputed-${Math.random().toString(36).slice(2, 8)}@example.com`);
        const won = await paidResearch(`disputed-${Math.random().toString(36).slice(2, 8)}@example.com`);
        const paid = await revenueWithoutCode();
        expect((await dispute(lost.intent, "lost")).status).toBe(200);
        expect((await dispute(won.intent, "won")).status).toBe(200);
        expect(await reversalsOf(lost.invoice)).toEqual([{ kind: "dispute", amount: 499, currency: "USD" }]);
        expect(await reversalsOf(won.invoice)).toEqual([]);
        expect(await revenueWithoutCode()).toBeCloseTo(paid - 4.99, 6);

        const closed = (await world.deliveries()).filter((delivery) => delivery.type === "charge.dispute.closed");
        for (const delivery of closed) await world.redeliver(delivery.eventId);
        expect(await reversalsOf(lost.invoice)).toHaveLength(1);
      });
    });
  },
  { databases: [testDatabases[0]!] },
);
