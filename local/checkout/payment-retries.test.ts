// A charge that fails at a renewal (Stripe's test card 4000 0000 0000 0341: it attaches, then every
// charge fails), the retries the clock makes of it, and a new card in the portal's payment-method
// flow paying it.
import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StandIn } from "../../testing/stand-in-harnesses/payment-stand-in";
import { startStandInWithSteps, type PaymentSteps } from "../../testing/stand-in-harnesses/payment-steps";

let standIn: StandIn, stripe: Stripe, steps: PaymentSteps;
beforeAll(async () => {
  ({ standIn, stripe, steps } = await startStandInWithSteps());
});
afterAll(() => standIn.close());

const DAY = 86400;
const typesIn = (body: { events: { type: string }[] }) => body.events.map((event) => event.type);

describe("a charge that fails at a renewal", () => {
  it("leaves the subscription past due and is retried 3, 5 and 7 days after each failure", async () => {
    const { email, customer, subscription } = await steps.subscribed("pro-monthly", { trial: false });
    const portal = new URL((await steps.portal(customer.id)).url).pathname;
    await standIn.submit(`${portal}/payment-method`, { card: "declines_later" });
    const renewal = subscription.items.data[0]!.current_period_end;
    const days = (renewal - subscription.created) / DAY;

    expect(typesIn((await steps.advance(email, days)).body)).toEqual([
      "customer.subscription.updated",
      "invoice.payment_failed",
    ]);
    const failed = () => steps.eventsOf(customer.id).at(-1)!.data.object as Stripe.Invoice;
    expect(failed()).toMatchObject({ status: "open", attempt_count: 1, next_payment_attempt: renewal + 3 * DAY });
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe("past_due");

    const retries = [];
    for (const wait of [3, 5, 7]) {
      const { body } = await steps.advance(email, wait);
      retries.push([typesIn(body), failed().attempt_count, failed().next_payment_attempt]);
    }
    expect(retries).toEqual([
      [["invoice.payment_failed"], 2, renewal + 8 * DAY],
      [["invoice.payment_failed"], 3, renewal + 15 * DAY],
      [["invoice.payment_failed"], 4, null],
    ]);
    expect(typesIn((await steps.advance(email, 5)).body)).toEqual([]);
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe("past_due");
  });

  it("is paid by a good card given in the portal's payment-method flow, and the retries stop", async () => {
    const { email, customer, subscription } = await steps.subscribed("max-monthly", { card: "declines_later" });
    await steps.advance(email, 7);
    const session = await steps.portal(customer.id, {
      type: "payment_method_update",
      after_completion: { type: "redirect", redirect: { return_url: `${standIn.siteOrigin}/glow?card=updated` } },
    });
    expect(session.flow).toMatchObject({ type: "payment_method_update" });
    const opened = await fetch(session.url, { redirect: "manual" });
    const flowPage = new URL(opened.headers.get("location")!, standIn.origin).pathname;
    expect(flowPage).toBe(`${new URL(session.url).pathname}/payment-method`);
    const page = await steps.page(flowPage);
    expect(page).toContain("Now: Visa ending in 0341");
    expect(page).toContain("4000 0000 0000 0341");

    expect(await standIn.submit(flowPage, { card: "good" })).toBe(`${standIn.siteOrigin}/glow?card=updated`);
    expect(steps.typesOf(customer.id).slice(-2)).toEqual(["invoice.paid", "customer.subscription.updated"]);
    const now = await stripe.subscriptions.retrieve(subscription.id);
    const invoice = await stripe.invoices.retrieve(now.latest_invoice as string);
    expect([now.status, invoice.status, invoice.attempt_count, invoice.next_payment_attempt]).toEqual([
      "active",
      "paid",
      2,
      null,
    ]);
    expect(typesIn((await steps.advance(email, 10)).body)).toEqual([]);
  });
});
