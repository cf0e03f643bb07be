// Refunds through the official SDK: a subscription's first paid invoice (after its trial, the test
// clock moved on) refunded in part, the rest, too much and twice; a charge refunded in full at once;
// the invoice's payments; the events a webhook endpoint that asked for them receives.
import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { StandIn } from "../../testing/stand-in-harnesses/payment-stand-in";
import { startStandInWithSteps, type PaymentSteps } from "../../testing/stand-in-harnesses/payment-steps";

let standIn: StandIn, stripe: Stripe, steps: PaymentSteps;
beforeAll(async () => {
  ({ standIn, stripe, steps } = await startStandInWithSteps());
  const endpoint = await stripe.webhookEndpoints.create({
    url: `${standIn.siteOrigin}/refund-hooks`,
    enabled_events: ["refund.created", "charge.refunded"],
  });
  standIn.accept("/refund-hooks", endpoint.secret!);
});
afterAll(() => standIn.close());

const refundEvents = () => standIn.received.filter(({ path }) => path === "/refund-hooks").map(({ event }) => event);

/** A subscription whose trial has ended, and its first paid invoice's payment. */
async function firstPayment(offer = "pro-monthly") {
  const { email, customer, subscription } = await steps.subscribed(offer);
  const trialInvoice = subscription.latest_invoice as string;
  await steps.advance(email, 8);
  const latest = (await stripe.subscriptions.retrieve(subscription.id)).latest_invoice as string;
  const invoice = await stripe.invoices.retrieve(latest);
  const [payment] = (await stripe.invoicePayments.list({ invoice: invoice.id })).data;
  return { customer, trialInvoice, invoice, payment: payment!, intent: payment!.payment.payment_intent as string };
}

describe("an invoice's payments", () => {
  it("lists the paid invoice's PaymentIntent, and none for the trial's $0 invoice", async () => {
    const { trialInvoice, invoice, payment } = await firstPayment();
    expect(invoice).toMatchObject({ status: "paid", amount_paid: 600, billing_reason: "subscription_cycle" });
    expect(payment).toMatchObject({
      object: "invoice_payment",
      invoice: invoice.id,
      amount_paid: 600,
      amount_requested: 600,
      currency: "usd",
      is_default: true,
      status: "paid",
      payment: { type: "payment_intent", payment_intent: expect.stringMatching(/^pi_local_/) },
      status_transitions: { paid_at: invoice.status_transitions.paid_at },
    });
    expect((await stripe.invoicePayments.retrieve(payment.id)).invoice).toBe(invoice.id);
    expect((await stripe.invoicePayments.list({ invoice: trialInvoice })).data).toEqual([]);
  });
});

describe("refunds", () => {
  it("refunds in part, then the rest; too much and twice are refused; each is announced", async () => {
    const { customer, intent } = await firstPayment();
    const part = await stripe.refunds.create(
      { payment_intent: intent, amount: 200, reason: "requested_by_customer", metadata: { case: "withdrawal" } },
      { idempotencyKey: `withdrawal-${intent}` },
    );
    expect(part).toMatchObject({
      object: "refund",
      amount: 200,
      currency: "usd",
      payment_intent: intent,
      charge: expect.stringMatching(/^ch_local_/),
      customer: customer.id,
      reason: "requested_by_customer",
      status: "succeeded",
      metadata: { case: "withdrawal" },
    });
    const again = await stripe.refunds.create(
      { payment_intent: intent, amount: 200, reason: "requested_by_customer", metadata: { case: "withdrawal" } },
      { idempotencyKey: `withdrawal-${intent}` },
    );
    expect(again.id).toBe(part.id);

    await expect(stripe.refunds.create({ payment_intent: intent, amount: 500 })).rejects.toMatchObject({
      statusCode: 400,
      code: "amount_too_large",
      message: "Refund amount ($5.00) is greater than unrefunded amount on charge ($4.00)",
    });
    const rest = await stripe.refunds.create({ charge: part.charge as string });
    expect(rest).toMatchObject({ amount: 400, payment_intent: intent, reason: null });
    await expect(stripe.refunds.create({ payment_intent: intent })).rejects.toMatchObject({
      statusCode: 400,
      code: "charge_already_refunded",
      message: `Charge ${part.charge} has already been refunded.`,
    });

    expect((await stripe.refunds.list({ payment_intent: intent })).data.map((refund) => refund.id)).toEqual([
      rest.id,
      part.id,
    ]);
    expect((await stripe.refunds.retrieve(part.id)).amount).toBe(200);
    const charge = await stripe.charges.retrieve(part.charge as string, { expand: ["refunds"] });
    expect(charge).toMatchObject({ amount: 600, amount_refunded: 600, refunded: true, payment_intent: intent });
    expect(charge.refunds!.data.map((refund) => refund.id)).toEqual([rest.id, part.id]);

    await vi.waitFor(() => expect(refundEvents().filter((event) => event.type === "charge.refunded")).toHaveLength(2));
    const mine = refundEvents().filter((event) =>
      [part.id, rest.id, part.charge].includes((event.data.object as { id: string }).id),
    );
    expect(mine.map((event) => event.type)).toEqual([
      "refund.created",
      "charge.refunded",
      "refund.created",
      "charge.refunded",
    ]);
    expect(mine[1]!.data.object).toMatchObject({
      amount_refunded: 200,
      refunded: false,
      refunds: { data: [{ id: part.id }] },
    });
    expect(mine[3]!.data.object).toMatchObject({ amount_refunded: 600, refunded: true });
  });

  it("refunds a whole charge at once, in its currency, and refuses an unknown payment", async () => {
    const { customer, session } = await steps.subscribed("max-annual", { trial: false, currency: "jpy" });
    const invoice = (await stripe.invoices.list({ customer: customer.id })).data[0]!;
    const [payment] = (await stripe.invoicePayments.list({ invoice: invoice.id })).data;
    expect(session.currency).toBe("jpy");
    const refund = await stripe.refunds.create({
      payment_intent: payment!.payment.payment_intent as string,
      reason: "duplicate",
    });
    expect(refund).toMatchObject({ amount: invoice.amount_paid, currency: "jpy", reason: "duplicate" });
    await expect(
      stripe.refunds.create({ payment_intent: payment!.payment.payment_intent as string, amount: 1 }),
    ).rejects.toMatchObject({ code: "charge_already_refunded" });
    await expect(stripe.refunds.create({ payment_intent: "pi_local_nothing" })).rejects.toMatchObject({
      statusCode: 404,
      code: "resource_missing",
      message: "No such payment_intent: 'pi_local_nothing'",
    });
  });
});
