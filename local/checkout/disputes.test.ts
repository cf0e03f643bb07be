// Disputes through the stand-in's test control and the official SDK: a lost one and a won one, each
// announced step by step to a webhook endpoint that asked for the dispute events (and the closing
// to the site's, which takes it); the disputes refused; reading them back.
import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPaths } from "../../app/contracts/checkout-api";
import type { StandIn } from "../../testing/stand-in-harnesses/payment-stand-in";
import { startStandInWithSteps, type PaymentSteps } from "../../testing/stand-in-harnesses/payment-steps";

const DISPUTE_EVENTS: Stripe.WebhookEndpointCreateParams.EnabledEvent[] = [
  "charge.dispute.created",
  "charge.dispute.funds_withdrawn",
  "charge.dispute.closed",
  "charge.dispute.funds_reinstated",
];

let standIn: StandIn, stripe: Stripe, steps: PaymentSteps, endpoint: Stripe.WebhookEndpoint;
beforeAll(async () => {
  ({ standIn, stripe, steps } = await startStandInWithSteps());
  endpoint = await stripe.webhookEndpoints.create({
    url: `${standIn.siteOrigin}/dispute-hooks`,
    enabled_events: DISPUTE_EVENTS,
  });
  standIn.accept("/dispute-hooks", endpoint.secret!);
});
afterAll(() => standIn.close());

/** The events about a dispute that reached `path`, oldest first. */
const eventsAbout = (disputeId: string, path = "/dispute-hooks") =>
  standIn.received
    .filter((received) => received.path === path && (received.event.data.object as { id: string }).id === disputeId)
    .map(({ event }) => ({ type: event.type, object: event.data.object as Stripe.Dispute }));

/** A subscription paid at once ($6.00) and the charge of its first invoice. */
async function paidCharge() {
  const { customer } = await steps.subscribed("pro-monthly", { trial: false });
  const [invoice] = (await stripe.invoices.list({ customer: customer.id })).data;
  const [payment] = (await stripe.invoicePayments.list({ invoice: invoice!.id })).data;
  const intent = payment!.payment.payment_intent as string;
  const [charge] = (await stripe.charges.list({ payment_intent: intent })).data;
  expect(charge).toMatchObject({ amount: 600, currency: "usd", disputed: false });
  return charge!;
}

describe("disputes", () => {
  it("announces a lost dispute as it opens, takes the money and closes; the charge can no longer be refunded", async () => {
    const charge = await paidCharge();
    const { status, body } = await steps.dispute({ charge: charge.id, outcome: "lost" });
    expect(status).toBe(200);
    const dispute = body.dispute as Stripe.Dispute;
    expect(dispute).toMatchObject({
      object: "dispute",
      id: expect.stringMatching(/^du_local_/),
      amount: 600,
      currency: "usd",
      charge: charge.id,
      payment_intent: charge.payment_intent,
      status: "lost",
      reason: "fraudulent",
      livemode: false,
      is_charge_refundable: false,
      metadata: {},
      evidence_details: { has_evidence: false, submission_count: 0 },
    });
    expect(dispute.balance_transactions).toMatchObject([
      { object: "balance_transaction", amount: -600, currency: "usd", source: dispute.id, type: "adjustment" },
    ]);

    // Delivered before the control answers: the test's endpoint gets each step, the site's the closing.
    const announced = eventsAbout(dispute.id);
    expect(announced.map(({ type }) => type)).toEqual(DISPUTE_EVENTS.slice(0, 3));
    expect(announced[0]!.object).toMatchObject({ status: "needs_response", amount: 600, balance_transactions: [] });
    expect(announced[1]!.object).toMatchObject({ status: "needs_response", balance_transactions: [{ amount: -600 }] });
    expect(announced[2]!.object).toMatchObject({ status: "lost", payment_intent: charge.payment_intent });
    expect(eventsAbout(dispute.id, apiPaths.stripeWebhook).map(({ type }) => type)).toEqual(["charge.dispute.closed"]);
    expect(body.events.filter((sent: { endpointId: string }) => sent.endpointId === endpoint.id)).toHaveLength(3);

    expect((await stripe.charges.retrieve(charge.id)).disputed).toBe(true);
    await expect(stripe.refunds.create({ charge: charge.id })).rejects.toMatchObject({
      statusCode: 400,
      code: "charge_disputed",
      message: `Charge ${charge.id} has been charged back; cannot issue a refund.`,
    });
  });

  it("disputes what is left of a refunded charge by default, and puts a won dispute's money back", async () => {
    const charge = await paidCharge();
    await stripe.refunds.create({ charge: charge.id, amount: 200 });
    const { status, body } = await steps.dispute({
      charge: charge.id,
      outcome: "won",
      reason: "subscription_canceled",
    });
    expect(status).toBe(200);
    const dispute = body.dispute as Stripe.Dispute;
    expect(dispute).toMatchObject({
      amount: 400,
      status: "won",
      reason: "subscription_canceled",
      network_reason_code: "13.2",
      evidence: { uncategorized_text: "winning_evidence" },
      evidence_details: { has_evidence: true, submission_count: 1 },
    });
    expect(dispute.balance_transactions.map(({ amount, net }) => [amount, net])).toEqual([
      [-400, -400],
      [400, 400],
    ]);
    const announced = eventsAbout(dispute.id);
    expect(announced.map(({ type }) => type)).toEqual(DISPUTE_EVENTS);
    expect(announced.map(({ object }) => object.status)).toEqual(["needs_response", "needs_response", "won", "won"]);
    expect(eventsAbout(dispute.id, apiPaths.stripeWebhook)).toMatchObject([
      { type: "charge.dispute.closed", object: { status: "won" } },
    ]);
  });

  it("refuses a second dispute, an unknown charge, too much, and a request it cannot read", async () => {
    const charge = await paidCharge();
    expect(await steps.dispute({ charge: charge.id, outcome: "lost", amount: 601 })).toEqual({
      status: 400,
      body: { error: { message: "The disputed amount ($6.01) is greater than the charge's amount ($6.00)." } },
    });
    const first = await steps.dispute({ payment_intent: charge.payment_intent as string, outcome: "lost", amount: 1 });
    expect(first.body.dispute).toMatchObject({ charge: charge.id, amount: 1 });
    expect(await steps.dispute({ charge: charge.id, outcome: "won" })).toEqual({
      status: 400,
      body: { error: { message: `Charge ${charge.id} has already been disputed (${first.body.dispute.id}).` } },
    });
    expect(await steps.dispute({ charge: "ch_local_nothing", outcome: "lost" })).toEqual({
      status: 404,
      body: { error: { message: "No such charge: 'ch_local_nothing'" } },
    });
    expect((await steps.dispute({ payment_intent: "pi_local_nothing", outcome: "lost" })).status).toBe(404);
    for (const request of [{ outcome: "lost" }, { charge: charge.id, outcome: "pending" }, { charge: charge.id }]) {
      expect((await steps.dispute(request)).status).toBe(400);
    }
    const response = await fetch(`${standIn.origin}/test-disputes`, { method: "POST", body: "charge=ch_1" });
    expect(response.status).toBe(400);
  });

  it("reads disputes back through the SDK, by id, by charge and by PaymentIntent", async () => {
    const charge = await paidCharge();
    const { body } = await steps.dispute({ charge: charge.id, outcome: "lost" });
    const id = (body.dispute as Stripe.Dispute).id;
    expect(await stripe.disputes.retrieve(id)).toMatchObject({ id, status: "lost", amount: 600, charge: charge.id });
    const byCharge = await stripe.disputes.list({ charge: charge.id });
    expect(byCharge).toMatchObject({ object: "list", url: "/v1/disputes", has_more: false });
    expect(byCharge.data.map((dispute) => dispute.id)).toEqual([id]);
    const byIntent = await stripe.disputes.list({ payment_intent: charge.payment_intent as string });
    expect(byIntent.data.map((dispute) => dispute.id)).toEqual([id]);
    expect((await stripe.disputes.list({ limit: 100 })).data.map((dispute) => dispute.id)).toContain(id);
    await expect(stripe.disputes.retrieve("du_local_nothing")).rejects.toMatchObject({
      statusCode: 404,
      code: "resource_missing",
      message: "No such dispute: 'du_local_nothing'",
    });
  });
});
