// A refund that fails after it was made, through the stand-in's test control and the official SDK:
// announced to an endpoint that asked for it, read back as failed with its reason, its money
// refundable again; the failures refused.
import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StandIn } from "../../testing/stand-in-harnesses/payment-stand-in";
import { startStandInWithSteps, type PaymentSteps } from "../../testing/stand-in-harnesses/payment-steps";

let standIn: StandIn, stripe: Stripe, steps: PaymentSteps;
beforeAll(async () => {
  ({ standIn, stripe, steps } = await startStandInWithSteps());
  const endpoint = await stripe.webhookEndpoints.create({
    url: `${standIn.siteOrigin}/refund-hooks`,
    enabled_events: ["refund.failed", "charge.refund.updated"],
  });
  standIn.accept("/refund-hooks", endpoint.secret!);
});
afterAll(() => standIn.close());

/** A subscription paid at once ($6.00), refunded in full. */
async function refundedCharge() {
  const { customer } = await steps.subscribed("pro-monthly", { trial: false });
  const [invoice] = (await stripe.invoices.list({ customer: customer.id })).data;
  const [payment] = (await stripe.invoicePayments.list({ invoice: invoice!.id })).data;
  const intent = payment!.payment.payment_intent as string;
  const refund = await stripe.refunds.create({ payment_intent: intent });
  expect(refund).toMatchObject({ status: "succeeded", amount: 600 });
  return { refund, intent };
}

describe("a refund that fails", () => {
  it("is announced, reads as failed with its reason, and leaves its money to refund again", async () => {
    const { refund, intent } = await refundedCharge();
    const { status, body } = await steps.failRefund({ refund: refund.id, reason: "lost_or_stolen_card" });
    expect(status).toBe(200);
    expect(body.refund).toMatchObject({ id: refund.id, status: "failed", failure_reason: "lost_or_stolen_card" });
    const announced = standIn.received
      .filter(({ path, event }) => path === "/refund-hooks" && (event.data.object as { id: string }).id === refund.id)
      .map(({ event }) => [event.type, (event.data.object as Stripe.Refund).status]);
    expect(announced).toEqual([
      ["refund.failed", "failed"],
      ["charge.refund.updated", "failed"],
    ]);
    expect(await stripe.refunds.retrieve(refund.id)).toMatchObject({ status: "failed" });
    const [charge] = (await stripe.charges.list({ payment_intent: intent })).data;
    expect(charge).toMatchObject({ amount_refunded: 0, refunded: false });
    // Refunded again, another way: the whole amount is there to refund.
    expect(await stripe.refunds.create({ payment_intent: intent })).toMatchObject({ status: "succeeded", amount: 600 });
  });

  it("is refused for a refund it does not know, one failed already, or a body that is not one", async () => {
    const { refund } = await refundedCharge();
    expect((await steps.failRefund({ refund: refund.id })).status).toBe(200);
    expect(await steps.failRefund({ refund: refund.id })).toMatchObject({ status: 400 });
    expect((await steps.failRefund({ refund: "re_local_nothing" })).status).toBe(404);
    expect((await steps.failRefund({ refund: refund.id, reason: "bored" })).status).toBe(400);
    const response = await fetch(`${standIn.origin}/test-refund-failures`, { method: "POST", body: "refund=re_1" });
    expect(response.status).toBe(400);
  });
});
