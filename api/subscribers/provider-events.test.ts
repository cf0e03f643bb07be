// The payment provider's events into the API, on PGlite and on a real PostgreSQL server: each taken
// once however often it comes, in any order, in bursts; a database outage answered 503 so the
// provider delivers again; a shutdown that answers the requests in flight first; and GA4's
// collector answering too late (on PGlite only: what is tested lies beyond the database).
import { describe, expect, it } from "vitest";
import { faultyNetwork } from "../../testing/api/faulty-network";
import { onEachSubscriberWorld, type Person } from "../../testing/api/subscriber-steps";
import { testDatabases } from "../../testing/database/test-databases";

/** How often each value comes in `values`. */
const counted = (values: unknown[]) =>
  values.reduce<Map<unknown, number>>((counts, value) => counts.set(value, (counts.get(value) ?? 0) + 1), new Map());

onEachSubscriberWorld("the webhook", ({ world, outage, person, subscription, choose, subscribe, hitsFor }) => {
  describe("the provider's events", () => {
    it("takes one event delivered three times once: one stored state, one analytics hit", async () => {
      const a = await person();
      await subscribe(a, "pro-annual");
      const created = (await world.deliveries()).filter((d) => d.type === "customer.subscription.created").at(-1)!;
      const before = await hitsFor();
      for (let i = 0; i < 3; i++) expect((await world.redeliver(created.eventId)).status).toBe(200);
      expect(await hitsFor()).toHaveLength(before.length);
      expect(await subscription(a)).toMatchObject({ plan: "pro", period: "annual", status: "trialing" });
    });

    /** Pays with the database down, so the provider's events fail (503) and wait for their redelivery. */
    async function subscribeMissingEvents(who: Person, offer: string) {
      const { url } = await choose(who, offer);
      const before = (await world.deliveries()).length;
      outage.setDown(true);
      try {
        await world.submit(`${new URL(url).pathname}/pay`);
      } finally {
        outage.setDown(false);
      }
      return (await world.deliveries()).slice(before);
    }

    it("ends in the provider's latest state when older events arrive last", async () => {
      const a = await person();
      const missed = await subscribeMissingEvents(a, "pro-monthly");
      expect(missed.map((d) => [d.type, d.status])).toEqual([
        ["customer.subscription.created", 503],
        ["invoice.paid", 503],
        ["checkout.session.completed", 503],
      ]);
      await world.advance(a.email, 8);
      expect(await subscription(a)).toMatchObject({ plan: "pro", status: "active" });
      for (const delivery of missed.reverse()) expect((await world.redeliver(delivery.eventId)).status).toBe(200);
      expect(await subscription(a)).toMatchObject({ plan: "pro", status: "active", trialUsed: true });
    });

    it("lands a burst of 225 events for 50 subscriptions, in any order, each in its final state, each hit once", async () => {
      const [earlier, earlierLate] = [(await hitsFor()).length, world.timedOutHits().length];
      const people = await Promise.all(Array.from({ length: 50 }, () => person()));
      const missed = [];
      for (const who of people) missed.push(...(await subscribeMissingEvents(who, "max-monthly")));
      const renewed = people.slice(0, 25);
      const before = (await world.deliveries()).length;
      outage.setDown(true);
      try {
        for (const who of renewed) await world.advance(who.email, 8);
      } finally {
        outage.setDown(false);
      }
      missed.push(...(await world.deliveries()).slice(before));
      // Three events a subscription; a renewal three more with its trial's notice (trial_will_end).
      expect(missed).toHaveLength(225);
      expect(missed.every((delivery) => delivery.status === 503)).toBe(true);

      // All at once, in any order; what the burst could not take now (a 5xx) the provider delivers
      // again later, as it does for days.
      let pending = missed.map((delivery) => ({ delivery, key: Math.random() })).sort((x, y) => x.key - y.key);
      for (let round = 0; round < 5 && pending.length; round++) {
        const statuses = await Promise.all(pending.map(({ delivery }) => world.redeliver(delivery.eventId)));
        pending = pending.filter((_, i) => statuses[i]!.status !== 200);
      }
      expect(pending).toEqual([]);

      const answers = await Promise.all(people.map((who) => subscription(who)));
      expect(answers.map((answer) => answer.status)).toEqual(
        people.map((who) => (renewed.includes(who) ? "active" : "trialing")),
      );
      expect(answers.every((answer) => answer.plan === "max" && answer.trialUsed)).toBe(true);
      const hits = (await hitsFor()).slice(earlier);
      const trialStarts = hits.filter((hit) => hit.name === "trial_start").map((hit) => hit.params.subscription_id);
      const twice = trialStarts.filter((id, i) => trialStarts.indexOf(id) !== i);
      expect(twice).toEqual([]);
      // Each renewal's purchase, once; again only after a send of it the API gave up waiting for (a
      // loaded machine can make the collector's answer that late), as GA4 keeps one per transaction.
      const transactions = (sent: { name: string; params: Record<string, unknown> }[]) =>
        counted(sent.filter((hit) => hit.name === "purchase").map((hit) => hit.params.transaction_id));
      const purchases = transactions(hits);
      const late = transactions(world.timedOutHits().slice(earlierLate));
      expect(purchases.size).toBe(renewed.length);
      expect([...purchases].filter(([id, times]) => times > 1 + (late.get(id) ?? 0))).toEqual([]);
    }, 120_000);

    it("answers 503 while the database is down, and the provider's redelivery lands the event later", async () => {
      const a = await person();
      outage.setDown(true);
      try {
        const response = await world.call("GET", "/api/subscription", { token: a.token });
        expect(response.status).toBe(503);
        expect(response.headers.get("Retry-After")).toBeTruthy();
      } finally {
        outage.setDown(false);
      }
      await subscribe(a, "max-monthly");
      const created = (await world.deliveries()).filter((d) => d.type === "customer.subscription.created").at(-1)!;
      outage.setDown(true);
      try {
        expect((await world.redeliver(created.eventId)).status).toBe(503);
      } finally {
        outage.setDown(false);
      }
      expect((await world.redeliver(created.eventId)).status).toBe(200);
    });

    it("answers 400 to an event whose signature is not the provider's", async () => {
      const response = await fetch(`${world.site}/api/stripe-webhook`, {
        method: "POST",
        headers: { "Stripe-Signature": "t=1,v1=forged", "Content-Type": "application/json" },
        body: JSON.stringify({ id: "evt_forged", type: "invoice.paid", data: { object: { id: "in_x" } } }),
      });
      expect(response.status).toBe(400);
    });
  });

  // Last: it closes the database.
  it("answers the requests in flight before a shutdown closes the database", async () => {
    const a = await person();
    outage.setDelay(200);
    const pending = world.call("GET", "/api/subscription", { token: a.token });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await world.api.close();
    const response = await pending;
    expect(response.status).toBe(200);
  });
});

const collector = faultyNetwork();

onEachSubscriberWorld(
  "GA4's collector answering late",
  ({ world, person, subscribe, hitsFor }) => {
    it("sends a purchase again once its send timed out, the trial's start never", async () => {
      const a = await person();
      collector.fail("POST /mp/collect", "answer-late");
      let paid;
      try {
        await subscribe(a, "max-monthly");
        const before = (await world.deliveries()).length;
        await world.advance(a.email, 8);
        paid = (await world.deliveries()).slice(before).find((delivery) => delivery.type === "invoice.paid")!;
      } finally {
        collector.heal();
      }
      // The collector may have the purchase: given back, its event fails, and the redelivery sends it.
      expect(paid.status).toBe(502);
      expect((await world.redeliver(paid.eventId)).status).toBe(200);
      expect(world.timedOutHits().map((hit) => hit.name)).toEqual(["trial_start", "purchase"]);
      const hits = await hitsFor();
      expect(hits.map((hit) => hit.name)).toEqual(["trial_start", "purchase", "purchase"]);
      expect(hits[2]!.params).toEqual(hits[1]!.params);
    });
  },
  { network: collector.fetch, databases: testDatabases.filter(({ name }) => name === "PGlite") },
);
