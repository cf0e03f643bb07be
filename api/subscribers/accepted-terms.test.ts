// The terms accepted at a signed-in person's checkout (the provider's consent collection), with the
// express request to start at once within the withdrawal period, in the page's language, and kept
// with the sale: the checkout takes no money without it.
import { describe, expect, it } from "vitest";
import { onEachSubscriberWorld } from "../../testing/api/subscriber-steps";

onEachSubscriberWorld("accepted terms", ({ world, database, person, choose, subscription }) => {
  describe("the checkout's terms box", () => {
    it("asks in the page's language, with the terms' address, and takes no money until it is ticked", async () => {
      const a = await person();
      const { url } = await choose(a, "pro-monthly", "de");
      const page = await (await fetch(url)).text();
      expect(page).toContain(`href="${world.site}/de/legal/terms"`);
      expect(page).toContain("und verlange, dass mein Abo sofort beginnt.");
      const unticked = await fetch(`${url}/pay`, { method: "POST", body: new URLSearchParams({}), redirect: "manual" });
      expect(unticked.status).toBe(400);
      expect(await subscription(a, true)).toMatchObject({ plan: null, status: null });
    });

    it("keeps the terms accepted, and the words of the box, with the sale", async () => {
      const a = await person();
      const { url } = await choose(a, "max-annual", "fr");
      // The harness ticks the box as a buyer does (testing/api/subscriber-world.ts).
      await world.submit(`${new URL(url).pathname}/pay`);
      const { plan } = await subscription(a);
      expect(plan).toBe("max");
      const [row] = await database().use((db) =>
        db
          .selectFrom("accepted_terms as t")
          .innerJoin("subscriptions as s", "s.id", "t.subscription_id")
          .select(["t.words", "t.checkout_session_id", "s.offer"])
          .where("s.offer", "=", "max-annual")
          .orderBy("t.accepted_at", "desc")
          .execute(),
      );
      expect(row!.checkout_session_id).toMatch(/^cs_local_/);
      expect(row!.words).toMatch(/^J’accepte les \[conditions\]\(.+\/fr\/legal\/terms\) et demande que mon abonnement/);
    });
  });
});
