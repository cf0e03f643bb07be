// The database down, on PGlite and on a real PostgreSQL server, while the provider's events, landing
// beacons and a plan press arrive: each is refused or kept, and once the database is back nothing is
// lost and nothing counted twice (docs/operations.md, "What each target promises when something
// fails"). A withdrawal during an outage: api/subscribers/consent-withdrawals.test.ts; a database
// cut off halfway through a request: interrupted-writes.test.ts.
import { describe, expect, it } from "vitest";
import { OWNER_PERMISSION, type ExperimentReadout } from "../../app/contracts/experiment-api";
import { onEachSubscriberWorld } from "../../testing/api/subscriber-steps";

onEachSubscriberWorld(
  "the database down",
  ({ world, outage, person, subscription, choose, hitsFor, beacon, customersWith }) => {
    /** Runs `during` with the database down, and brings it back whatever happens. */
    async function whileDown<T>(during: () => Promise<T>): Promise<T> {
      outage.setDown(true);
      try {
        return await during();
      } finally {
        outage.setDown(false);
      }
    }

    describe("during the provider's events", () => {
      it("asks for each again (503), and stores the sale and reports its trial and its payment once", async () => {
        const a = await person();
        const { url } = await choose(a, "pro-monthly");
        const before = (await world.deliveries()).length;
        await whileDown(async () => {
          await world.submit(`${new URL(url).pathname}/pay`);
          await world.advance(a.email, 8);
        });
        const missed = (await world.deliveries()).slice(before);
        expect(missed.map((delivery) => delivery.type)).toEqual(
          expect.arrayContaining(["checkout.session.completed", "invoice.paid"]),
        );
        expect(new Set(missed.map((delivery) => delivery.status))).toEqual(new Set([503]));

        // The provider sends each again until it has a 2xx, and sometimes one it had (an answer lost).
        for (const delivery of [...missed, ...missed])
          expect((await world.redeliver(delivery.eventId)).status).toBe(200);
        const { subscriptions } = await subscription(a);
        expect(subscriptions).toMatchObject([{ offer: "pro-monthly", status: "active" }]);
        const hits = await hitsFor(subscriptions[0]!.id);
        expect(hits.map((hit) => hit.name)).toEqual(["trial_start", "purchase"]);
        expect(hits[1]!.params).toMatchObject({ first_payment: true, value: 6, currency: "USD" });
      });
    });

    describe("during landing beacons (batched on a long-lived server)", () => {
      it("takes them, keeps them while it cannot write them, and counts each once when it is back", async () => {
        const owner = await world.token("auth0|owner", { permissions: [OWNER_PERMISSION] });
        const readout = () => world.call("GET", "/api/experiment", { token: owner });
        const counts = async () => {
          const response = await readout();
          expect(response.status).toBe(200);
          const { arms } = (await response.json()) as ExperimentReadout;
          return arms.map(({ visits, visitors }) => ({ visits, visitors }));
        };
        const before = await counts();
        const at = new Date().toISOString();
        await whileDown(async () => {
          for (const body of [
            { variant: "A" },
            { variant: "B", first: { clientId: "Outage0B1", variant: "B", at } },
            { variant: "B" },
          ])
            expect((await beacon(body)).status).toBe(204);
          // The readout writes what waits first: it cannot now, and says so rather than count short.
          const refused = await readout();
          expect(refused.status).toBe(503);
          expect(refused.headers.get("Retry-After")).toBeTruthy();
        });
        const after = await counts();
        expect(after.map((arm, i) => arm.visits - before[i]!.visits)).toEqual([1, 2, 0]);
        expect(after.map((arm, i) => arm.visitors - before[i]!.visitors)).toEqual([0, 1, 0]);
      });
    });

    describe("during a plan press", () => {
      it("answers 503 with a reason, and the press after it makes one checkout on one customer", async () => {
        const a = await person();
        const press = {
          offer: "pro-monthly",
          locale: "en",
          variant: "B",
          clientId: "Ab3dE6gH9",
          analyticsConsent: true,
        };
        const refused = await whileDown(() => world.call("POST", "/api/checkout", { token: a.token, body: press }));
        expect(refused.status).toBe(503);
        expect(refused.headers.get("Retry-After")).toBeTruthy();
        expect(await refused.json()).toEqual({ error: expect.stringMatching(/database/i) });
        expect(await customersWith(a.email)).toEqual([]);

        const { url } = await choose(a, "pro-monthly");
        await world.submit(`${new URL(url).pathname}/pay`);
        expect(await customersWith(a.email)).toHaveLength(1);
        expect((await subscription(a)).subscriptions).toMatchObject([{ offer: "pro-monthly", status: "trialing" }]);
      });
    });
  },
);
