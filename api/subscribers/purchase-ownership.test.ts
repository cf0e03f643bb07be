// Whose a purchase is, on PGlite and on a real PostgreSQL server, tried as an attacker would: a link
// copied from a signed-in person's page, an email typed at a payment link's checkout, two presses
// at once; and a signed-in person's own research, bought from any tab, theirs at once and never twice.
import { describe, expect, it } from "vitest";
import { encodeClientReference } from "../../app/contracts/client-reference";
import { onEachSubscriberWorld, type Person } from "../../testing/api/subscriber-steps";
import { linkCustomer } from "./people";
import { grantTrial } from "./stored-subscriptions";

onEachSubscriberWorld("whose a purchase is", ({ world, database, person, subscription, subscribe, choose }) => {
  /** Pays a payment link with the email the buyer types; `link` is the link's query as a page wrote it. */
  async function payLink(offer: string, email: string, query = new URLSearchParams()) {
    if (!query.has("client_reference_id")) {
      query.set(
        "client_reference_id",
        encodeClientReference({ userId: "Xx7cV6bN5", variant: "A", analyticsConsent: true }),
      );
    }
    const page = await (await fetch(`${world.services}/checkout/${offer}?${query}`)).text();
    const pay = /action="(\/checkout\/sessions\/cs_local_\w+\/pay)"/.exec(page)![1]!;
    await world.submit(pay, { email });
  }

  /** A person whose identity provider says their email is verified, known so to the API. */
  async function verified(): Promise<Person> {
    const who = await person();
    world.profile(who.sub, { email: who.email, email_verified: true });
    await subscription(who, true);
    return who;
  }

  describe("a link copied from a signed-in person's page", () => {
    it("gives the person it was copied from nothing of the buyer's", async () => {
      const a = await verified();
      // What A's page is given to carry in a payment link: no claim (a signed one on this header
      // made a checkout through a link carrying it A's: docs/decisions/023-purchases-bound-to-buyers.md).
      const answer = await world.call("GET", "/api/subscription", { token: a.token });
      expect(answer.headers.get("X-Person-Claim")).toBeNull();
      const query = new URLSearchParams();
      // A signed-in page's research link is the site's own checkout, so no email of A's rides on a
      // payment link; a claim in the older pages' format, made of A's own `sub`, names nobody. The
      // browser's side of this attack: e2e/signed-in-press.spec.ts.
      const oldClaim = Buffer.from(a.sub).toString("base64url") + "A".repeat(22);
      query.set(
        "client_reference_id",
        `${encodeClientReference({ userId: "Cc4pY3lN2", variant: "A", analyticsConsent: true })}_p${oldClaim}`,
      );
      const b = await person();
      await payLink("paywall-yearly", b.email, query);
      const ofA = await subscription(a, true);
      expect(ofA.subscriptions).toEqual([]);
      expect(ofA.trialUsed).toBe(false);
      // B's purchase is B's once B's identity provider says the email is theirs.
      world.profile(b.sub, { email: b.email, email_verified: true });
      expect((await subscription(b, true)).subscriptions).toMatchObject([{ offer: "paywall-yearly" }]);
    });
  });

  describe("an email typed at a payment link's checkout", () => {
    it("adds the purchase to the verified person as one made with their email, never using their trial, until they say it is not theirs", async () => {
      const victim = await verified();
      // A stranger types the victim's email at the plan's payment link.
      await payLink("pro-monthly", victim.email.toUpperCase());
      const added = await subscription(victim, true);
      expect(added.subscriptions).toMatchObject([{ offer: "pro-monthly", addedByEmail: true }]);
      expect(added.trialUsed).toBe(false);

      const [stranger] = added.subscriptions;
      const refused = await world.call("POST", "/api/not-mine", { token: victim.token, body: { subscription: "x" } });
      expect(refused.status).toBe(400);
      const notMine = await world.call("POST", "/api/not-mine", {
        token: victim.token,
        body: { subscription: stranger!.id },
      });
      expect(notMine.status).toBe(200);
      // Gone, and not linked again by the next look at their verified email.
      const after = await subscription(victim, true);
      expect(after.subscriptions).toEqual([]);
      expect(after.trialUsed).toBe(false);
      expect((await subscription(victim, true)).subscriptions).toEqual([]);
      // The victim's own trial is still theirs.
      const own = await choose(victim, "pro-monthly");
      expect(own.action).toBe("checkout");
      await world.submit(`${new URL(own.url).pathname}/pay`);
      expect((await subscription(victim, true)).subscriptions).toMatchObject([
        { offer: "pro-monthly", status: "trialing", addedByEmail: false },
      ]);
    });

    it("never lets the person's own presses act on it: their own purchase is on their own customer, and stays theirs", async () => {
      const victim = await verified();
      await payLink("pro-monthly", victim.email);
      await payLink("paywall-monthly", victim.email);
      const [strangersPlan] = (await subscription(victim, true)).subscriptions.filter(
        (entry) => entry.offer === "pro-monthly",
      );
      // Pressing Max switches nothing of the stranger's: their portal, as Manage would open.
      expect((await choose(victim, "max-monthly")).action).toBe("portal");
      expect((await choose(victim, "paywall-yearly")).action).toBe("portal");
      // Not theirs: removed; their own press then sells to them, with the trial the stranger's did not use.
      for (const entry of (await subscription(victim)).subscriptions) {
        const removed = await world.call("POST", "/api/not-mine", {
          token: victim.token,
          body: { subscription: entry.id },
        });
        expect(removed.status).toBe(200);
      }
      const research = await choose(victim, "paywall-yearly");
      expect(research.action).toBe("checkout");
      expect(await world.submit(`${new URL(research.url).pathname}/pay`)).toMatch(/\/success\?session_id=/);
      const own = (await subscription(victim, true)).subscriptions;
      expect(own).toMatchObject([{ offer: "paywall-yearly", status: "trialing", addedByEmail: false }]);
      expect(own[0]!.id).not.toBe(strangersPlan!.id);
    });

    it("refuses 'not mine' for a purchase made for the person, or somebody else's", async () => {
      const a = await person();
      await subscribe(a, "max-monthly");
      const [own] = (await subscription(a)).subscriptions;
      const b = await person();
      for (const [who, id] of [
        [a, own!.id],
        [b, own!.id],
      ] as const) {
        const answer = await world.call("POST", "/api/not-mine", { token: who.token, body: { subscription: id } });
        expect(answer.status).toBe(404);
      }
      expect((await subscription(a)).subscriptions).toMatchObject([{ id: own!.id }]);
    });
  });

  describe("a link made before links were marked", () => {
    it("is marked as added by email once read, when none of its sales named the person, and its trial is theirs again", async () => {
      const a = await person();
      // What a claim in a copied link left behind: a payment link's customer, linked to A as if made for them.
      await payLink("pro-monthly", `someone-else-${Date.now()}@example.com`);
      const [latest] = (
        (await (
          await fetch(`${world.services}/v1/customers?limit=1`, { headers: { Authorization: "Bearer sk_test_local" } })
        ).json()) as { data: { id: string }[] }
      ).data;
      await database().use(async (db) => {
        await linkCustomer(db, a.sub, latest!.id);
        const sold = await db.selectFrom("subscriptions").select("id").where("customer_id", "=", latest!.id).execute();
        // …and its trial counted as A's, as the webhook did then.
        for (const { id } of sold) await grantTrial(db, a.sub, id);
      });
      expect((await subscription(a)).trialUsed).toBe(true);
      const read = await subscription(a, true);
      expect(read.subscriptions).toMatchObject([{ offer: "pro-monthly", addedByEmail: true }]);
      expect(read.trialUsed).toBe(false);
    });
  });

  describe("a signed-in person's research", () => {
    it("is bought through the site's checkout from any tab, theirs at once, and never sold to them twice", async () => {
      const a = await person();
      const first = await choose(a, "paywall-yearly");
      expect(first.action).toBe("checkout");
      await world.submit(`${new URL(first.url).pathname}/pay`);
      // Back on /glow the page asks afresh: unlocked at once, whatever the webhook's pace.
      expect((await subscription(a, true)).subscriptions).toMatchObject([
        { offer: "paywall-yearly", status: "trialing", amount: 3588, addedByEmail: false },
      ]);
      // Pressed again (another tab, a restarted browser): their portal, no second subscription.
      for (const offer of ["paywall-yearly", "paywall-monthly"]) expect((await choose(a, offer)).action).toBe("portal");
      // The research's trial is its own: the plans' is still theirs.
      expect((await subscription(a)).trialUsed).toBe(false);
    });
  });

  describe("two first presses at once", () => {
    it("make one customer", async () => {
      const a = await person();
      const [one, two] = await Promise.all([choose(a, "pro-monthly"), choose(a, "max-monthly")]);
      const customerOf = async (url: string) => {
        const session = /cs_\w+/.exec(url)![0];
        const answer = await fetch(`${world.services}/v1/checkout/sessions/${session}`, {
          headers: { Authorization: "Bearer sk_test_local" },
        });
        return ((await answer.json()) as { customer: string }).customer;
      };
      expect(await customerOf(one.url)).toBe(await customerOf(two.url));
    });
  });
});
