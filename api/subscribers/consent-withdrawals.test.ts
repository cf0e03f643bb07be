// A withdrawn analytics consent holds, on PGlite and on a real PostgreSQL server: kept by client id
// before the answer (consent-withdrawals.ts), so no sale under that id is told to GA4, whether its
// row was stored before the withdrawal or after it, through a database outage on either side.
import { describe, expect, it } from "vitest";
import { onEachSubscriberWorld, type Person } from "../../testing/api/subscriber-steps";
import { onEachTestDatabase } from "../../testing/database/each-test-database";
import { recordWithdrawal } from "./consent-withdrawals";
import { storeSubscription, storedSubscription } from "./stored-subscriptions";

const BROWSER =
  "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0 Mobile Safari/537.36";

onEachSubscriberWorld("a consent withdrawal", ({ world, outage, person, subscription, hitsFor }) => {
  /** What the page sends (app/shared/visitor/consent-withdrawal.ts): a fetch, answered. */
  const withdraw = (clientId: string) =>
    fetch(new URL("/api/exposures", world.site), {
      method: "POST",
      headers: { "Content-Type": "text/plain;charset=UTF-8", "User-Agent": BROWSER },
      body: JSON.stringify({ withdraw: clientId }),
    });

  /** A checkout the person opened while they still agreed to analytics under `clientId`. */
  async function checkoutWithConsent(who: Person, clientId: string) {
    const response = await world.call("POST", "/api/checkout", {
      token: who.token,
      body: { offer: "pro-monthly", locale: "en", variant: "B", clientId, analyticsConsent: true },
    });
    expect(response.status).toBe(200);
    return new URL(((await response.json()) as { url: string }).url).pathname;
  }

  const hitsUnder = async (clientId: string) => (await hitsFor()).filter((hit) => hit.clientId === clientId);

  describe("sent before the sale is stored", () => {
    it("is kept through an outage and holds for the sale's events that come after it", async () => {
      const [a, b] = [await person(), await person()];
      const [withdrawn, agreed] = ["W1thdrawn", "Agr33dStl"];
      const checkout = await checkoutWithConsent(a, withdrawn);
      const control = await checkoutWithConsent(b, agreed);

      // The page's first try meets the outage and is told so; it sends again and the API has it.
      outage.setDown(true);
      try {
        const refused = await withdraw(withdrawn);
        expect(refused.status).toBe(503);
        expect(refused.headers.get("Retry-After")).toBeTruthy();
      } finally {
        outage.setDown(false);
      }
      expect((await withdraw(withdrawn)).status).toBe(204);

      // Paid while the database is down: every event waits for the provider's redelivery.
      const before = (await world.deliveries()).length;
      outage.setDown(true);
      try {
        await world.submit(`${checkout}/pay`);
        await world.submit(`${control}/pay`);
      } finally {
        outage.setDown(false);
      }
      const missed = (await world.deliveries()).slice(before);
      expect(missed.length).toBeGreaterThan(0);
      expect(missed.every((delivery) => delivery.status === 503)).toBe(true);
      for (const delivery of missed) expect((await world.redeliver(delivery.eventId)).status).toBe(200);
      expect(await subscription(a)).toMatchObject({ plan: "pro", status: "trialing" });
      await world.advance(a.email, 8);
      await world.advance(b.email, 8);
      expect(await subscription(a)).toMatchObject({ plan: "pro", status: "active" });

      expect(await hitsUnder(withdrawn)).toEqual([]);
      // The same sale for someone who still agrees is reported: the collector was listening.
      expect((await hitsUnder(agreed)).map((hit) => hit.name)).toEqual(["trial_start", "purchase"]);
    });
  });

  describe("sent after the sale is stored", () => {
    it("reports nothing more of it: none of its payments", async () => {
      const a = await person();
      const clientId = "Wthdrwn02";
      await world.submit(`${await checkoutWithConsent(a, clientId)}/pay`);
      expect((await hitsUnder(clientId)).map((hit) => hit.name)).toEqual(["trial_start"]);

      expect((await withdraw(clientId)).status).toBe(204);
      expect((await withdraw(clientId)).status).toBe(204); // sent again: the same withdrawal
      await world.advance(a.email, 8);
      await world.advance(a.email, 31);
      expect(await subscription(a)).toMatchObject({ plan: "pro", status: "active" });
      expect((await hitsUnder(clientId)).map((hit) => hit.name)).toEqual(["trial_start"]);
    });
  });
});

onEachTestDatabase("a withdrawal's tombstone", (database) => {
  const sold = (id: string, clientId: string) => ({
    id,
    customer_id: `cus_${id}`,
    offer: "pro-monthly",
    status: "trialing",
    cancel_at_period_end: false,
    created_at: new Date(),
    synced_at: new Date(),
    variant: "B",
    client_id: clientId,
    analytics_consent: true,
  });

  it("takes the consent from a sale stored before it and from one stored after, and only under its id", async () => {
    await database().use(async (db) => {
      await storeSubscription(db, sold("sub_before", "Tomb5t0ne"));
      await recordWithdrawal(db, "Tomb5t0ne");
      await storeSubscription(db, sold("sub_after", "Tomb5t0ne"));
      await storeSubscription(db, sold("sub_other", "N0tW1thdr"));
      const consent = async (id: string) => (await storedSubscription(db, id))?.analytics_consent;
      expect([await consent("sub_before"), await consent("sub_after"), await consent("sub_other")]).toEqual([
        false,
        false,
        true,
      ]);
    });
  });
});
