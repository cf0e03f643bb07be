// The payment stand-in's objects against the provider's published examples (fixtures/README.md):
// after a purchase, a trial (and its notice), a renewal (its charge refunded in part, a refund failed, and disputed),
// a failed charge, an annual renewal's notice and a cancellation, every object the SDK fetches has each
// field of its fixture, at every level, with the fixture's JSON type, and no field the fixture lacks
// beyond the leeway the SDK's types allow (testing/stand-in-harnesses/provider-shape-leeways.ts).
import type Stripe from "stripe";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { StandIn } from "../../testing/stand-in-harnesses/payment-stand-in";
import { startStandInWithSteps, type PaymentSteps } from "../../testing/stand-in-harnesses/payment-steps";
import { differences } from "../../testing/stand-in-harnesses/provider-shape-differences";
import { SUBSCRIPTION_EVENTS } from "../../app/contracts/webhook-events";
import { fixtures } from "./provider-shapes";

const typesOf = (body: { events: { type: string }[] }) => body.events.map((event) => event.type);

let standIn: StandIn, stripe: Stripe, steps: PaymentSteps;
beforeAll(async () => {
  ({ standIn, stripe, steps } = await startStandInWithSteps());
});
afterAll(() => standIn.close());

it("answers in the provider's shapes after a purchase, a trial, renewals, a refund, a dispute, a failed charge and a cancellation", async () => {
  const answers: object[] = [];
  const keep = <T extends object>(answer: T) => (answers.push(answer), answer);

  // A purchase with a trial: the API's checkout, paid on the hosted page.
  const email = `shapes-${Date.now()}@example.com`;
  const buyer = keep(await stripe.customers.create({ email, name: "Pat Doe", metadata: { sub: "auth0|shapes" } }));
  const [price] = (await stripe.prices.list({ lookup_keys: ["pro-monthly"] })).data;
  const open = keep(
    await stripe.checkout.sessions.create({
      mode: "subscription",
      customer: buyer.id,
      line_items: [{ price: price!.id, quantity: 1 }],
      currency: "eur",
      client_reference_id: "Ab3dE6gH9_A_g",
      subscription_data: { trial_period_days: 7, metadata: { sub: "auth0|shapes" } },
      success_url: `${standIn.origin}/done?session_id={CHECKOUT_SESSION_ID}`,
    }),
  );
  await standIn.submit(`${new URL(open.url!).pathname}/pay`);
  const paid = keep(await stripe.checkout.sessions.retrieve(open.id, { expand: ["line_items"] }));
  keep(paid.line_items!.data[0]!);
  keep(await stripe.customers.retrieve(buyer.id));
  const trial = keep(await stripe.subscriptions.retrieve(paid.subscription as string));
  keep(await stripe.invoices.retrieve(trial.latest_invoice as string));

  // The trial ends and the first period is charged.
  expect((await steps.advance(email, 8)).status).toBe(200);
  const renewed = keep(await stripe.subscriptions.retrieve(trial.id));
  keep(await stripe.invoices.retrieve(renewed.latest_invoice as string));

  // Its charge refunded in part (and that refund failed: the card could not take it), again in part,
  // then the rest disputed and lost.
  const [payment] = (await stripe.invoicePayments.list({ invoice: renewed.latest_invoice as string })).data;
  const [charge] = (await stripe.charges.list({ payment_intent: payment!.payment.payment_intent as string })).data;
  const refund = await stripe.refunds.create({ charge: charge!.id, amount: 100 });
  expect((await steps.failRefund({ refund: refund.id })).status).toBe(200);
  keep(await stripe.refunds.retrieve(refund.id));
  keep(await stripe.refunds.create({ charge: charge!.id, amount: 100 }));
  keep(await stripe.charges.retrieve(charge!.id, { expand: ["refunds"] }));
  const disputed = await steps.dispute({ charge: charge!.id, outcome: "lost" });
  keep(await stripe.disputes.retrieve(disputed.body.dispute.id));

  // Cancelled in the portal; the period ends.
  const cancel = keep(
    await stripe.billingPortal.sessions.create({
      customer: buyer.id,
      return_url: `${standIn.origin}/account`,
      flow_data: {
        type: "subscription_cancel",
        subscription_cancel: { subscription: trial.id },
        after_completion: { type: "redirect", redirect: { return_url: `${standIn.origin}/account?cancelled=1` } },
      },
    }),
  );
  await standIn.submit(`${new URL(cancel.url).pathname}/cancel/${trial.id}`);
  keep(await stripe.subscriptions.retrieve(trial.id));
  expect((await steps.advance(email, 31)).status).toBe(200);
  expect(keep(await stripe.subscriptions.retrieve(trial.id)).status).toBe("canceled");

  // A payment link's purchase, which makes its customer.
  const html = await (await fetch(`${standIn.origin}/checkout/paywall-yearly?prefilled_email=${email}`)).text();
  const linked = /\/checkout\/sessions\/(cs_local_\w+)\/pay/.exec(html)![1]!;
  await standIn.submit(`/checkout/sessions/${linked}/pay`, { terms_of_service: "accepted" });
  keep(await stripe.checkout.sessions.retrieve(linked));

  // A card that fails at the trial's end, and an annual plan's notice before its renewal.
  const failing = await steps.subscribed("pro-monthly", { card: "declines_later" });
  await steps.advance(failing.email, 7);
  keep(await stripe.invoices.retrieve(failing.subscription.latest_invoice as string));
  const annual = await steps.subscribed("max-annual", { trial: false });
  expect(typesOf((await steps.advance(annual.email, 359)).body)).toEqual(["invoice.upcoming"]);

  // Every event the stand-in sent, as the SDK fetches it; the upcoming invoice has no id yet, as the
  // provider's has none.
  const deliveries = (await (await fetch(`${standIn.origin}/checkout/webhook-deliveries`)).json()) as {
    eventId: string;
    type: string;
  }[];
  for (const { eventId, type } of deliveries) {
    const event = await stripe.events.retrieve(eventId);
    if (type !== "invoice.upcoming") keep(event);
    else {
      expect("id" in event.data.object).toBe(false);
      // Typed plainly: spreading the SDK's union of every event type is too much for the compiler.
      const upcoming: { data: { object: object } } = event;
      keep({ ...upcoming, data: { ...upcoming.data, object: { id: "in_upcoming", ...upcoming.data.object } } });
    }
  }
  expect(new Set(deliveries.map(({ type }) => type))).toEqual(new Set([...SUBSCRIPTION_EVENTS]));

  const kinds = new Set(answers.map((answer) => (answer as { object: string }).object));
  expect([...kinds].sort()).toEqual(Object.keys(fixtures).sort());
  const found = new Set(answers.flatMap((answer) => differences(answer as Record<string, unknown>)));
  expect([...found]).toEqual([]);
});
