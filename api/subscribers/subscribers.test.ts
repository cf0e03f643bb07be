// @vitest-environment node
// The subscriber API end to end, on PGlite and on a real PostgreSQL server: the official SDK against
// the payment stand-in, its signed webhooks into the API over HTTP, GA4 hits into the collector.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeClientReference } from "../../app/contracts/client-reference";
import { NO_SUBSCRIPTION, PERSON_CLAIM_HEADER, type SubscriptionAnswer } from "../../app/contracts/subscription-api";
import { DatabaseUnavailable, type DatabaseAccess } from "../database/database";
import { testDatabases } from "../../testing/database/test-databases";
import { startSubscriberWorld, type SubscriberWorld } from "../../testing/api/subscriber-world";

const DAY = 24 * 60 * 60 * 1000;

/** A database that can be taken down and brought back, as an outage does, or made slow. */
function switchable(database: DatabaseAccess) {
  let down = false;
  let delay = 0;
  return {
    setDown: (value: boolean) => (down = value),
    setDelay: (ms: number) => (delay = ms),
    access: {
      async use(work) {
        if (down) throw new DatabaseUnavailable("down for the test");
        if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
        return database.use(work);
      },
      close: () => database.close(),
    } satisfies DatabaseAccess,
  };
}

describe.each(testDatabases)("subscribers on $name", ({ open }) => {
  let world: SubscriberWorld;
  let stopDatabase: () => Promise<void>;
  let outage: ReturnType<typeof switchable>;

  beforeAll(async () => {
    const { database, stop } = await open();
    stopDatabase = stop;
    outage = switchable(database);
    world = await startSubscriberWorld(outage.access);
    await database.use(async () => {}); // started and migrated here, not in the first test's time
  }, 60_000);
  afterAll(async () => {
    await world.stop();
    await stopDatabase();
  });

  let people = 0;
  /** A new person: their `sub`, an access token, and an email of their own. */
  async function person() {
    const sub = `auth0|person${++people}-${Math.random().toString(36).slice(2, 8)}`;
    const email = `${sub.slice(6)}@example.com`;
    world.profile(sub, { email, email_verified: false });
    return { sub, email, token: await world.token(sub) };
  }
  type Person = Awaited<ReturnType<typeof person>>;

  const subscription = async (who: Person, fresh = false) => {
    const response = await world.call("GET", `/api/subscription${fresh ? "?fresh=1" : ""}`, { token: who.token });
    expect(response.status).toBe(200);
    return (await response.json()) as SubscriptionAnswer;
  };

  const choose = async (who: Person, offer: string, locale = "en") => {
    const response = await world.call("POST", "/api/checkout", {
      token: who.token,
      body: { offer, locale, variant: "B", clientId: "Ab3dE6gH9", analyticsConsent: true },
    });
    expect(response.status).toBe(200);
    return (await response.json()) as { action: string; url: string };
  };

  /** Chooses an offer and pays for it on the hosted checkout (the card that declines later, if asked). */
  async function subscribe(who: Person, offer: string, { locale = "en", card = "" } = {}) {
    const { action, url } = await choose(who, offer, locale);
    expect(action).toBe("checkout");
    const returned = await world.submit(`${new URL(url).pathname}/pay`, card ? { card } : {});
    expect(returned).toMatch(new RegExp(`^${world.site}(/${locale})?/success\\?session_id=cs_`));
    return url;
  }

  const hitsFor = async (subscriptionId?: string) =>
    (await world.hits())
      .flatMap((hit) => hit.events.map((event) => ({ clientId: hit.clientId, ...event })))
      .filter((event) => !subscriptionId || event.params.subscription_id === subscriptionId);

  describe("who asks", () => {
    it("answers 401 with a Bearer challenge for a missing, expired or foreign token", async () => {
      const a = await person();
      const tokens = [
        undefined,
        "not-a-token",
        await world.token(a.sub, { expiresIn: "-5min" }),
        await world.token(a.sub, { audience: "https://someone-else.example/" }),
      ];
      for (const token of tokens) {
        for (const [method, path] of [
          ["GET", "/api/subscription"],
          ["POST", "/api/checkout"],
          ["POST", "/api/portal"],
        ] as const) {
          const response = await world.call(method, path, { token, body: method === "POST" ? {} : undefined });
          expect(response.status).toBe(401);
          expect(response.headers.get("WWW-Authenticate")).toMatch(/^Bearer /);
        }
      }
    });

    it("tells a stranger they have nothing, and that the trial is still theirs to take", async () => {
      expect(await subscription(await person())).toEqual({ ...NO_SUBSCRIPTION, emailVerified: false });
    });

    it("refuses a plan press it cannot read", async () => {
      const a = await person();
      for (const body of [{}, { offer: "paywall-monthly", locale: "en" }, { offer: "pro-monthly", locale: "xx" }]) {
        expect((await world.call("POST", "/api/checkout", { token: a.token, body })).status).toBe(400);
      }
    });
  });

  describe("a trial turns into money", () => {
    it("sells the trial once, in the page's currency and language, and counts money only when an invoice is paid", async () => {
      const a = await person();
      const { url } = await choose(a, "max-monthly", "de");
      const checkoutPage = await (await fetch(url)).text();
      expect(checkoutPage).toMatch(/7-day free trial/i);
      expect(checkoutPage).toContain("€12/mo");
      await world.submit(`${new URL(url).pathname}/pay`);

      const trialing = await subscription(a);
      expect(trialing).toMatchObject({ plan: "max", period: "monthly", status: "trialing", trialUsed: true });
      const trialEnd = Date.parse(trialing.trialEnd!);
      expect(Math.abs(trialEnd - (Date.now() + 7 * DAY))).toBeLessThan(DAY);

      const started = await hitsFor();
      const trialStart = started.filter((hit) => hit.name === "trial_start").at(-1)!;
      expect(trialStart).toMatchObject({
        clientId: "Ab3dE6gH9",
        params: { value: 0, exp_variant_string: "B", item_id: "max-monthly" },
      });
      const subscriptionId = String(trialStart.params.subscription_id);
      expect((await hitsFor(subscriptionId)).map((hit) => hit.name)).toEqual(["trial_start"]);

      await world.advance(a.email, 8);
      const active = await subscription(a);
      expect(active).toMatchObject({ plan: "max", status: "active", trialUsed: true });
      const [purchase] = (await hitsFor(subscriptionId)).filter((hit) => hit.name === "purchase");
      expect(purchase).toMatchObject({
        clientId: "Ab3dE6gH9",
        params: {
          value: 12,
          currency: "EUR",
          first_payment: true,
          exp_variant_string: "B",
          items: [{ item_id: "max-monthly", item_name: "max-monthly", price: 12, quantity: 1 }],
        },
      });
      expect(String(purchase!.params.transaction_id)).toMatch(/^in_/);

      await world.advance(a.email, 31);
      const purchases = (await hitsFor(subscriptionId)).filter((hit) => hit.name === "purchase");
      expect(purchases.map((hit) => hit.params.first_payment)).toEqual([true, false]);
    });

    it("fails the first charge of a card that declines later: past due, no purchase", async () => {
      const a = await person();
      await subscribe(a, "pro-monthly", { card: "declines_later" });
      await world.advance(a.email, 8);
      expect(await subscription(a)).toMatchObject({ plan: "pro", status: "past_due" });
      const hits = await hitsFor();
      const started = hits.find(
        (hit) => hit.name === "trial_start" && hit.params.item_id === "pro-monthly" && hit.clientId,
      )!;
      expect(started).toBeDefined();
    });
  });

  describe("a subscriber is never sold twice", () => {
    it("sends them to their portal for their own plan, and to a switch that keeps the trial for another", async () => {
      const a = await person();
      await subscribe(a, "pro-monthly");
      const own = await choose(a, "pro-monthly");
      expect(own.action).toBe("portal");
      expect(new URL(own.url).pathname).toMatch(/^\/portal\/sessions\//);

      const other = await choose(a, "max-annual");
      expect(other.action).toBe("switch");
      const confirmPage = await world.opened(other.url);
      expect(confirmPage).toMatch(/\/update\//);
      expect(await world.submit(confirmPage)).toBe(`${world.site}/pricing?account=updated`);
      expect(await subscription(a)).toMatchObject({ plan: "max", period: "annual", status: "trialing" });
    });

    it("offers no second trial after a cancelled one", async () => {
      const a = await person();
      await subscribe(a, "pro-monthly");
      const cancel = await world.call("POST", "/api/portal", {
        token: a.token,
        body: { intent: "cancel", locale: "en" },
      });
      expect(cancel.status).toBe(200);
      const { url } = (await cancel.json()) as { url: string };
      const cancelPage = await world.opened(url);
      expect(cancelPage).toMatch(/\/cancel\//);
      expect(await world.submit(cancelPage)).toBe(`${world.site}/pricing?account=updated`);
      const ending = await subscription(a);
      expect(ending).toMatchObject({ plan: "pro", cancelAtPeriodEnd: true });
      expect(ending.trialEnd).not.toBeNull();

      await world.advance(a.email, 8);
      expect(await subscription(a)).toMatchObject({ plan: null, status: null, trialUsed: true });
      const again = await choose(a, "pro-monthly");
      expect(again.action).toBe("checkout");
      expect(await (await fetch(again.url)).text()).not.toMatch(/free trial/i);
      const names = (await hitsFor()).filter((hit) => hit.name === "subscription_cancel");
      expect(names.length).toBeGreaterThan(0);
    });
  });

  describe("one sale at a time", () => {
    it("expires a checkout left open in another tab when the person opens a new one", async () => {
      const a = await person();
      const first = await choose(a, "pro-monthly");
      const second = await choose(a, "max-monthly");
      expect([first.action, second.action]).toEqual(["checkout", "checkout"]);
      await expect(world.submit(`${new URL(first.url).pathname}/pay`)).rejects.toThrow(/410/);
      await world.submit(`${new URL(second.url).pathname}/pay`);
      expect(await subscription(a, true)).toMatchObject({ plan: "max", status: "trialing" });
    });

    it("reads afresh from the provider at most every few seconds, however often a person asks", async () => {
      const a = await person();
      await subscribe(a, "pro-annual");
      expect(await subscription(a, true)).toMatchObject({ plan: "pro" });
      await fetch(`${world.services}/outage?down=1`, { method: "POST" });
      try {
        // Served from the database: the provider is not asked again so soon (it would fail now).
        for (let i = 0; i < 5; i++) expect(await subscription(a, true)).toMatchObject({ plan: "pro" });
      } finally {
        await fetch(`${world.services}/outage?down=0`, { method: "POST" });
      }
    });

    it("says the provider cannot do it now (502), rather than anything a page could sell around", async () => {
      const a = await person();
      await subscribe(a, "pro-monthly");
      await fetch(`${world.services}/outage?down=1`, { method: "POST" });
      try {
        const response = await world.call("POST", "/api/checkout", {
          token: a.token,
          body: { offer: "max-monthly", locale: "en", variant: null, clientId: null, analyticsConsent: false },
        });
        expect(response.status).toBe(502);
        expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
      } finally {
        await fetch(`${world.services}/outage?down=0`, { method: "POST" });
      }
    });
  });

  describe("a purchase through the fallback payment link", () => {
    /** Pays the plan's payment link with a client reference carrying `claim`, as the page does when the API is out of reach. */
    async function payLink(offer: string, claim: string | null) {
      const reference = encodeClientReference({
        userId: "Zz9yX8wV7",
        variant: "A",
        analyticsConsent: true,
        ...(claim && { personClaim: claim }),
      });
      const page = await (await fetch(`${world.services}/checkout/${offer}?client_reference_id=${reference}`)).text();
      const pay = /action="(\/checkout\/sessions\/cs_local_\w+\/pay)"/.exec(page)![1]!;
      await world.submit(pay);
    }

    it("is the signed-in person's, by the claim the API signed for them: their plan, their cancellation", async () => {
      const a = await person();
      const answer = await world.call("GET", "/api/subscription", { token: a.token });
      const claim = answer.headers.get(PERSON_CLAIM_HEADER);
      expect(claim).toMatch(/^[A-Za-z0-9_-]{20,}$/);
      await payLink("pro-monthly", claim);
      expect(await subscription(a)).toMatchObject({ plan: "pro", status: "trialing", trialUsed: true });
      const cancel = await world.call("POST", "/api/portal", {
        token: a.token,
        body: { intent: "cancel", locale: "en" },
      });
      expect(cancel.status).toBe(200);
      // And no second trial for them through the site.
      const again = await choose(a, "max-monthly");
      expect(again.action).toBe("switch");
    });

    it("is nobody's with a forged or another person's altered claim", async () => {
      const a = await person();
      const b = await person();
      const claimOfB = (await world.call("GET", "/api/subscription", { token: b.token })).headers.get(
        PERSON_CLAIM_HEADER,
      )!;
      const forged = claimOfB.slice(0, 4) + (claimOfB[4] === "A" ? "B" : "A") + claimOfB.slice(5);
      await payLink("max-monthly", forged);
      expect((await subscription(a)).plan).toBeNull();
      expect((await subscription(b)).plan).toBeNull();
    });
  });

  describe("a payment link's purchase, whichever of its events is handled first", () => {
    let buyers = 0;
    /**
     * Buys the research through a payment link (in yen) and lets its trial end; with `invoiceFirst`
     * the checkout's event fails until the paid invoice's has been handled, then is delivered again.
     */
    async function buyAndRenew(analyticsConsent: boolean, invoiceFirst: boolean) {
      const clientId = `Lnk${String(++buyers).padStart(6, "0")}`;
      const email = `link-buyer-${clientId}@example.com`;
      const reference = encodeClientReference({ userId: clientId, variant: "B", analyticsConsent });
      const link = `${world.services}/checkout/paywall-monthly?client_reference_id=${reference}&locale=ja`;
      const [, pay, session] = /action="(\/checkout\/sessions\/(cs_local_\w+)\/pay)"/.exec(
        await (await fetch(link)).text(),
      )!;
      // While the provider cannot say what the checkout was, its event answers 5xx and waits.
      const outage = (down: boolean) =>
        fetch(`${world.services}/checkout/sessions/${session}/outage?down=${down ? 1 : 0}`, { method: "POST" });
      const before = (await world.deliveries()).length;
      if (invoiceFirst) await outage(true);
      try {
        await world.submit(pay!, { email });
        await world.advance(email, 8);
      } finally {
        await outage(false);
      }
      const delivered = (await world.deliveries()).slice(before);
      const completed = delivered.find((d) => d.type === "checkout.session.completed")!;
      if (invoiceFirst) {
        expect(completed.status).not.toBe(200);
        expect((await world.redeliver(completed.eventId)).status).toBe(200);
      }
      return {
        clientId,
        subscription: delivered.find((d) => d.type === "customer.subscription.created")!.objectId,
        invoice: delivered.filter((d) => d.type === "invoice.paid").at(-1)!.objectId,
      };
    }

    it.each([
      ["the paid invoice's", true],
      ["the checkout's", false],
    ])("reports the first payment once when %s comes first, and only with consent", async (_, invoiceFirst) => {
      const bought = await buyAndRenew(true, invoiceFirst);
      const purchases = (await hitsFor(bought.subscription)).filter((hit) => hit.name === "purchase");
      expect(purchases).toMatchObject([
        {
          clientId: bought.clientId,
          params: {
            transaction_id: bought.invoice,
            value: 750,
            currency: "JPY",
            first_payment: true,
            exp_variant_string: "B",
            items: [{ item_id: "paywall-monthly", price: 750, quantity: 1 }],
          },
        },
      ]);

      const refused = await buyAndRenew(false, invoiceFirst);
      expect((await world.hits()).filter((hit) => hit.clientId === refused.clientId)).toEqual([]);
    });
  });

  describe("every subscription, told the same", () => {
    /** Pays a payment link as someone not signed in, with the email they type (or the page's claim). */
    async function buyAnonymously(offer: string, email: string, { locale = "en", claim = "" } = {}) {
      const reference = encodeClientReference({
        userId: "Qq1wE2rT3",
        variant: "C",
        analyticsConsent: false,
        ...(claim && { personClaim: claim }),
      });
      const link = `${world.services}/checkout/${offer}?client_reference_id=${reference}&locale=${locale}`;
      const pay = /action="(\/checkout\/sessions\/cs_local_\w+\/pay)"/.exec(await (await fetch(link)).text())![1]!;
      await world.submit(pay, { email });
    }
    const portal = (who: Person, body: Record<string, unknown>) =>
      world.call("POST", "/api/portal", { token: who.token, body: { locale: "en", ...body } });

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
          nextCharge: { amount: 3600, currency: "EUR", on: trialing.trialEnd },
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
      await subscribe(a, "pro-monthly");
      const claim = (await world.call("GET", "/api/subscription", { token: a.token })).headers.get(
        PERSON_CLAIM_HEADER,
      )!;
      await buyAnonymously("paywall-yearly", a.email, { claim });
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

    it("gives a new customer the identity provider's email, never the request's", async () => {
      const a = await person();
      const response = await world.call("POST", "/api/checkout", {
        token: a.token,
        body: { offer: "pro-monthly", locale: "en", variant: "A", email: "someone-else@example.com" },
      });
      const { url } = (await response.json()) as { url: string };
      expect(await (await fetch(url)).text()).toContain(a.email);
    });
  });

  describe("one person's, no one else's", () => {
    it("lets B neither read nor manage A's subscription, whatever B's request says", async () => {
      const a = await person();
      const b = await person();
      await subscribe(a, "max-monthly");
      expect((await subscription(b)).plan).toBeNull();
      const crafted = await world.call("POST", "/api/portal", {
        token: b.token,
        body: { intent: "cancel", locale: "en", customer: "cus_of_a", subscription: "sub_of_a", person: a.sub },
      });
      expect(crafted.status).toBe(404);
      // B's own checkout is B's own customer, with a trial of B's own.
      const mine = await choose(b, "max-monthly");
      expect(mine.action).toBe("checkout");
      expect((await subscription(a)).plan).toBe("max");
    });
  });

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

    it("lands a burst of 200 events for 50 subscriptions, in any order, each in its final state, each hit once", async () => {
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
      expect(missed).toHaveLength(200);
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
      const hits = await hitsFor();
      const trialStarts = hits.filter((hit) => hit.name === "trial_start").map((hit) => hit.params.subscription_id);
      const twice = trialStarts.filter((id, i) => trialStarts.indexOf(id) !== i);
      expect(twice).toEqual([]);
      const purchases = hits.filter((hit) => hit.name === "purchase").map((hit) => hit.params.transaction_id);
      expect(new Set(purchases).size).toBe(purchases.length);
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
