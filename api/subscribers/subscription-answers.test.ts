// What a signed-in person is told of their subscriptions, on PGlite and on a real PostgreSQL server:
// each one's price, period and next charge in its own currency until it has ended; research bought
// beside a plan; and what a payment link sold before they signed up, once their email is verified.
import { describe, expect, it } from "vitest";
import { encodeClientReference } from "../../app/contracts/client-reference";
import { onEachSubscriberWorld, type Person } from "../../testing/api/subscriber-steps";

onEachSubscriberWorld("subscriptions told", ({ world, person, subscription, subscribe, portal }) => {
  describe("every subscription, told the same", () => {
    /** Pays a payment link as someone not signed in, with the email they type. */
    async function buyAnonymously(offer: string, email: string, { locale = "en" } = {}) {
      const reference = encodeClientReference({ userId: "Qq1wE2rT3", variant: "C", analyticsConsent: false });
      const link = `${world.services}/checkout/${offer}?client_reference_id=${reference}&locale=${locale}`;
      const pay = /action="(\/checkout\/sessions\/cs_local_\w+\/pay)"/.exec(await (await fetch(link)).text())![1]!;
      await world.submit(pay, { email });
    }

    /** A's plan and the research, each through the checkout the site's API makes for them. */
    async function planAndResearch(a: Person, plan: string, research: string) {
      await subscribe(a, plan);
      await subscribe(a, research);
    }

    it("tells each subscription's price, period and next charge in its own currency, until it has ended", async () => {
      const a = await person();
      await subscribe(a, "pro-annual", { locale: "de" });
      const trialing = await subscription(a);
      expect(trialing.subscriptions).toEqual([
        {
          id: expect.stringMatching(/^sub_/),
          offer: "pro-annual",
          status: "trialing",
          amount: 3600,
          currency: "EUR",
          interval: "year",
          trialEnd: trialing.trialEnd,
          currentPeriodEnd: trialing.currentPeriodEnd,
          cancelAtPeriodEnd: false,
          endedAt: null,
          // As the provider previews the first invoice: the VAT inside the price (a German buyer's 19 %).
          nextCharge: {
            ...{ amount: 3600, currency: "EUR", on: trialing.trialEnd },
            ...{ tax: { amount: 575, included: true }, discount: null },
          },
          addedByEmail: false,
        },
      ]);

      // Cancelled in the portal: it serves until the trial's end, and nothing more is charged.
      const cancel = (await (await portal(a, { intent: "cancel" })).json()) as { url: string };
      await world.submit(await world.opened(cancel.url));
      const cancelled = (await subscription(a, true)).subscriptions[0]!;
      expect(cancelled).toMatchObject({ status: "trialing", cancelAtPeriodEnd: true, nextCharge: null });

      await world.advance(a.email, 8);
      const ended = await subscription(a, true);
      expect(ended.plan).toBeNull();
      expect(ended.subscriptions[0]).toMatchObject({ status: "canceled", nextCharge: null });
      expect(Date.parse(ended.subscriptions[0]!.endedAt!)).toBeGreaterThan(Date.now());
    });

    it("after a failed renewal charges nothing more until the card is mended", async () => {
      const a = await person();
      await subscribe(a, "max-monthly", { card: "declines_later" });
      await world.advance(a.email, 8);
      const [failing] = (await subscription(a)).subscriptions;
      expect(failing).toMatchObject({ status: "past_due", amount: 1200, currency: "USD", nextCharge: null });
    });

    it("shows a signed-in person's research beside their plan, and cancels the one they choose", async () => {
      const a = await person();
      await planAndResearch(a, "pro-monthly", "paywall-yearly");
      const both = await subscription(a);
      expect(both.plan).toBe("pro");
      const told = both.subscriptions.map((entry) => [entry.offer, entry.amount, entry.interval]);
      expect(told.sort()).toEqual([
        ["paywall-yearly", 3588, "year"],
        ["pro-monthly", 600, "month"],
      ]);

      const asked = await portal(a, { intent: "cancel" });
      expect(asked.status).toBe(200);
      const choice = (await asked.json()) as { url: string; choose: { id: string; offer: string }[] };
      expect(choice.choose.map((entry) => entry.offer).sort()).toEqual(["paywall-yearly", "pro-monthly"]);
      const research = choice.choose.find((entry) => entry.offer === "paywall-yearly")!;
      const chosen = (await (await portal(a, { intent: "cancel", subscription: research.id })).json()) as {
        url: string;
        choose?: unknown;
      };
      expect(chosen.choose).toBeUndefined();
      expect(await world.opened(chosen.url)).toMatch(new RegExp(`/cancel/${research.id}$`));
      await world.submit(await world.opened(chosen.url));
      const after = await subscription(a, true);
      expect(after.subscriptions.find((entry) => entry.id === research.id)).toMatchObject({ cancelAtPeriodEnd: true });
      expect(after).toMatchObject({ plan: "pro", cancelAtPeriodEnd: false });

      // With one left to cancel, the footer's link goes straight to its cancellation.
      const single = (await (await portal(a, { intent: "cancel" })).json()) as { url: string; choose?: unknown };
      expect(single.choose).toBeUndefined();
      expect(await world.opened(single.url)).toMatch(/\/cancel\/sub_/);
    });

    it("manages each subscription in the portal that holds it: a choice where they are at two customers", async () => {
      const a = await person();
      await subscribe(a, "pro-monthly");
      // Research bought through the payment link with A's verified email: a customer of its own.
      world.profile(a.sub, { email: a.email, email_verified: true });
      await subscription(a, true);
      await buyAnonymously("paywall-monthly", a.email);
      const { subscriptions } = await subscription(a);
      const research = subscriptions.find((entry) => entry.offer === "paywall-monthly")!;
      const plan = subscriptions.find((entry) => entry.offer === "pro-monthly")!;
      /** The subscriptions the portal a manage request opens shows. */
      const shown = async (url: string) =>
        [...(await (await fetch(url)).text()).matchAll(/\/cancel\/(sub_\w+)/g)].map((m) => m[1]);

      const asked = (await (await portal(a, { intent: "manage" })).json()) as {
        url: string;
        choose?: { id: string }[];
      };
      expect(asked.choose?.map((entry) => entry.id).sort()).toEqual([plan.id, research.id].sort());
      for (const held of [research, plan]) {
        const chosen = (await (await portal(a, { intent: "manage", subscription: held.id })).json()) as {
          url: string;
          choose?: unknown;
        };
        expect(chosen.choose).toBeUndefined();
        expect(await shown(chosen.url)).toEqual([held.id]);
      }
      // Nobody else's, whatever its id.
      const b = await person();
      await subscribe(b, "max-monthly");
      expect((await portal(b, { intent: "manage", subscription: research.id })).status).toBe(404);
      // With one customer's left, Manage goes straight to that portal.
      const single = (await (await portal(b, { intent: "manage" })).json()) as { url: string; choose?: unknown };
      expect(single.choose).toBeUndefined();
      expect(await shown(single.url)).toHaveLength(1);
    });

    it("links research bought before signing up only once the identity provider says the email is verified", async () => {
      const a = await person();
      await buyAnonymously("paywall-monthly", a.email);
      const unverified = await subscription(a);
      expect(unverified).toMatchObject({ subscriptions: [], emailVerified: false });
      expect((await portal(a, { intent: "cancel" })).status).toBe(404);

      world.profile(a.sub, { email: a.email, email_verified: true });
      const verified = await subscription(a, true);
      expect(verified.emailVerified).toBe(true);
      expect(verified.plan).toBeNull();
      expect(verified.subscriptions).toMatchObject([{ offer: "paywall-monthly", amount: 499, status: "trialing" }]);
      // The research's trial is its own: the plans' is still theirs to take.
      expect(verified.trialUsed).toBe(false);
      const cancel = (await (await portal(a, { intent: "cancel" })).json()) as { url: string };
      expect(await world.opened(cancel.url)).toMatch(/\/cancel\/sub_/);

      // Bought after they were known as verified: theirs at once, by the provider's event.
      await buyAnonymously("paywall-yearly", a.email.toUpperCase());
      const offers = (await subscription(a)).subscriptions.map((entry) => entry.offer);
      expect(offers.sort()).toEqual(["paywall-monthly", "paywall-yearly"]);
    });

    it("never links a customer made for somebody else, nor anything while the provider cannot say", async () => {
      const a = await person();
      const b = await person();
      await subscribe(a, "max-monthly");
      // B claims A's email, verified (another of the provider's connections): A's customer stays A's.
      world.profile(b.sub, { email: a.email, email_verified: true });
      expect((await subscription(b, true)).subscriptions).toEqual([]);

      const c = await person();
      await buyAnonymously("paywall-monthly", c.email);
      world.profile(c.sub, "down");
      expect(await subscription(c, true)).toMatchObject({ subscriptions: [], emailVerified: null });
      // A cancellation of a subscription that is not theirs is refused, whatever its id.
      const [ofA] = (await subscription(a)).subscriptions;
      expect((await portal(b, { intent: "cancel", subscription: ofA!.id })).status).toBe(404);
      expect((await portal(c, { intent: "cancel", subscription: "not an id" })).status).toBe(400);
    });
  });
});
