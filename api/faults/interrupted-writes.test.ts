// A crash between what the provider answered and what the database wrote, on PGlite and on a real
// PostgreSQL server: the connection drops at one statement of a request (dropped-connections.ts), so
// what came before it stands and nothing after it runs. The request is asked again (the provider
// redelivers, the page presses or sends again), and it ends as if nothing had happened: in the
// provider's latest state, once, each analytics hit once.
import { describe, expect, it } from "vitest";
import { encodeClientReference } from "../../app/contracts/client-reference";
import { OWNER_PERMISSION, type ExperimentReadout } from "../../app/contracts/experiment-api";
import { onEachSubscriberWorld } from "../../testing/api/subscriber-steps";

onEachSubscriberWorld(
  "a request cut off halfway",
  ({ world, outage, person, subscription, choose, subscribe, hitsFor, portal, beacon, customersWith }) => {
    /** The deliveries since `before` that did not get a 2xx. */
    const failedSince = async (before: number) =>
      (await world.deliveries()).slice(before).filter((delivery) => delivery.status !== 200);
    const names = async (subscriptionId: string) => (await hitsFor(subscriptionId)).map((hit) => hit.name);

    describe("a provider's event", () => {
      it("read from the provider but not stored is stored once its redelivery comes, as the provider has it then", async () => {
        const a = await person();
        const { url } = await choose(a, "pro-monthly");
        const before = (await world.deliveries()).length;
        outage.dropAt("insert into subscriptions");
        await world.submit(`${new URL(url).pathname}/pay`);
        expect(outage.dropsLeft("insert into subscriptions")).toBe(0);
        const [cut, ...others] = await failedSince(before);
        expect(others).toEqual([]);
        expect(cut).toMatchObject({ type: "customer.subscription.created", status: 503 });

        // Before the redelivery the person cancels: the event's own payload is out of date by then.
        const cancel = (await (await portal(a, { intent: "cancel" })).json()) as { url: string };
        await world.submit(await world.opened(cancel.url));
        expect((await world.redeliver(cut!.eventId)).status).toBe(200);
        const { subscriptions } = await subscription(a);
        expect(subscriptions).toMatchObject([{ status: "trialing", cancelAtPeriodEnd: true }]);
        expect(await names(subscriptions[0]!.id)).toEqual(["trial_start", "subscription_cancel"]);
      });

      it("handled but not marked so is handled again without a second hit", async () => {
        const a = await person();
        const before = (await world.deliveries()).length;
        outage.dropAt("insert into webhook_events");
        await subscribe(a, "pro-monthly");
        expect(outage.dropsLeft("insert into webhook_events")).toBe(0);
        const [cut, ...others] = await failedSince(before);
        expect(others).toEqual([]);
        expect(cut).toMatchObject({ type: "customer.subscription.created", status: 503 });
        const { subscriptions } = await subscription(a);
        expect(await names(subscriptions[0]!.id)).toEqual(["trial_start"]);

        expect((await world.redeliver(cut!.eventId)).status).toBe(200);
        expect((await world.redeliver(cut!.eventId)).status).toBe(200);
        expect(await names(subscriptions[0]!.id)).toEqual(["trial_start"]);
      });
    });

    describe("a payment link's checkout and its paid invoice, all missed at first", () => {
      let buyers = 0;
      it.each([
        ["the invoices'", "invoices first"],
        ["the checkout's", "checkout first"],
      ] as const)("report the payment once when %s come back first", async (_, order) => {
        const clientId = `Cut${String(++buyers).padStart(6, "0")}`;
        const email = `cut-buyer-${clientId}@example.com`;
        const reference = encodeClientReference({ userId: clientId, variant: "C", analyticsConsent: true });
        const link = `${world.services}/checkout/paywall-monthly?client_reference_id=${reference}&locale=ja`;
        const pay = /action="(\/checkout\/sessions\/cs_local_\w+\/pay)"/.exec(await (await fetch(link)).text())![1]!;
        const before = (await world.deliveries()).length;
        outage.setDown(true);
        try {
          await world.submit(pay, { email });
          await world.advance(email, 8);
        } finally {
          outage.setDown(false);
        }
        const missed = await failedSince(before);
        const checkout = missed.filter((delivery) => delivery.type === "checkout.session.completed");
        const rest = missed.filter((delivery) => delivery.type !== "checkout.session.completed");
        expect(rest.filter((delivery) => delivery.type === "invoice.paid")).toHaveLength(2);
        const paidInvoice = rest.filter((delivery) => delivery.type === "invoice.paid").at(-1)!.objectId;

        const again = order === "invoices first" ? [...rest, ...checkout] : [...checkout, ...rest];
        for (const delivery of [...again, ...again]) expect((await world.redeliver(delivery.eventId)).status).toBe(200);
        const subscriptionId = rest.find((delivery) => delivery.type === "customer.subscription.created")!.objectId;
        const hits = await hitsFor(subscriptionId);
        expect(hits.map((hit) => hit.name)).toEqual(["trial_start", "purchase"]);
        expect(hits[1]).toMatchObject({
          clientId,
          // ¥750 incl. ¥68 consumption tax (a Japanese buyer): what the sale brought is the rest.
          params: { transaction_id: paidInvoice, value: 682, tax: 68, currency: "JPY", first_payment: true },
        });
      });
    });

    describe("a plan press", () => {
      it("cut after the provider made the customer makes no second one: the next press finds it", async () => {
        const a = await person();
        const press = {
          offer: "max-annual",
          locale: "en",
          variant: "A",
          clientId: "Pr3ssCut1",
          analyticsConsent: true,
        };
        outage.dropAt("insert into customers");
        const cut = await world.call("POST", "/api/checkout", { token: a.token, body: press });
        expect(cut.status).toBe(503);
        expect(outage.dropsLeft("insert into customers")).toBe(0);
        expect(await customersWith(a.email)).toHaveLength(1);

        await subscribe(a, "max-annual");
        expect(await customersWith(a.email)).toHaveLength(1);
        expect((await subscription(a)).subscriptions).toMatchObject([{ offer: "max-annual", status: "trialing" }]);
      });
    });

    describe("landing beacons", () => {
      const owner = () => world.token("auth0|owner", { permissions: [OWNER_PERMISSION] });
      const readout = async () => world.call("GET", "/api/experiment", { token: await owner() });
      async function counts() {
        const response = await readout();
        expect(response.status).toBe(200);
        const { arms } = (await response.json()) as ExperimentReadout;
        return Object.fromEntries(arms.map(({ variant, visits, visitors }) => [variant, { visits, visitors }]));
      }

      it("a withdrawal cut after its tombstone is finished by the page's next send", async () => {
        const clientId = "Wthdr4wCt";
        expect((await beacon({ first: { clientId, variant: "C", at: new Date().toISOString() } })).status).toBe(204);
        const seen = await counts();
        outage.dropAt("delete from first_exposures");
        expect((await beacon({ withdraw: clientId })).status).toBe(503);
        expect(outage.dropsLeft("delete from first_exposures")).toBe(0);
        expect((await beacon({ withdraw: clientId })).status).toBe(204);
        expect((await counts()).C!.visitors).toBe(seen.C!.visitors - 1);
      });

      // A batch is written in one transaction (api/experiment/exposures.ts), so one put back whole
      // (exposure-batch.ts) is never counted twice.
      it("a batch cut partway through is written once: its visits are not counted again", async () => {
        const before = await counts();
        outage.dropAt("insert into first_exposures");
        const at = new Date().toISOString();
        for (const body of [{ variant: "C", first: { clientId: "B4tchCut1", variant: "C", at } }, { variant: "C" }])
          expect((await beacon(body)).status).toBe(204);
        await readout(); // writes the batch, unless the timer has: one of them is cut off
        expect(outage.dropsLeft("insert into first_exposures")).toBe(0);
        const after = await counts();
        expect(after.C!.visits - before.C!.visits).toBe(2);
        expect(after.C!.visitors - before.C!.visitors).toBe(1);
      });
    });
  },
);
