// The headline experiment end to end, on PGlite and on a real PostgreSQL server: landing beacons
// into the API over HTTP, sales through the payment stand-in in three currencies, and the owner's
// readout by first headline.
import { expect, it } from "vitest";
import type { ExperimentReadout } from "../../app/contracts/experiment-api";
import { onEachSubscriberWorld } from "../../testing/api/subscriber-steps";

const OWNER = ["read:experiment"];
const BROWSER =
  "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0 Mobile Safari/537.36";

onEachSubscriberWorld("the headline experiment", ({ world }) => {
  const beacon = (body: unknown, userAgent = BROWSER) =>
    fetch(new URL("/api/exposures", world.site), {
      method: "POST",
      headers: { "Content-Type": "text/plain;charset=UTF-8", "User-Agent": userAgent },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  const at = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString();

  async function readout(token?: string) {
    const response = await world.call("GET", "/api/experiment", { token });
    return { status: response.status, body: (await response.json()) as ExperimentReadout };
  }

  /** A signed-in visitor who buys `offer` in the page's language under their analytics client id. */
  async function buys(clientId: string, offer: string, locale: string, { paid = true } = {}) {
    const sub = `auth0|buyer-${clientId}`;
    const email = `${clientId.toLowerCase()}@example.com`;
    world.profile(sub, { email, email_verified: true });
    const token = await world.token(sub);
    const response = await world.call("POST", "/api/checkout", {
      token,
      body: { offer, locale, variant: "A", clientId, analyticsConsent: true },
    });
    const { url } = (await response.json()) as { url: string };
    await world.submit(`${new URL(url).pathname}/pay`);
    if (paid) await world.advance(email, 8);
  }

  it("counts visits per headline, keeps a consenting visitor's first headline once, and drops bots and junk", async () => {
    const before = (await readout(await world.token("auth0|owner", { permissions: OWNER }))).body;
    for (const body of [
      { variant: "A" },
      { variant: "B", first: { clientId: "Vis1tor0A", variant: "A", at: at(3) } },
      { variant: "C", first: { clientId: "Vis1tor0A", variant: "C", at: at(0) } }, // a later visit: first stays A
      { first: { clientId: "LaterYes1", variant: "B", at: at(2) } }, // agreed away from the landing page: no visit
    ]) {
      expect((await beacon(body)).status).toBe(204);
    }
    expect((await beacon({ variant: "B" }, "Googlebot/2.1 (+http://www.google.com/bot.html)")).status).toBe(204);
    for (const junk of [
      "not json",
      { variant: "D" },
      { variant: "A", extra: 1 },
      { first: { clientId: "short", variant: "A", at: at(0) } },
      { first: { clientId: "Vis1tor0B", variant: "A", at: at(-1) } }, // from the future
      { withdraw: "x" },
      {},
      { first: null },
    ]) {
      expect((await beacon(junk)).status, JSON.stringify(junk)).toBe(400);
    }
    expect((await beacon({ variant: "A", pad: "x".repeat(600) })).status).toBe(413);
    // A first headline it cannot take (a browser clock a day fast) still lets the visit count.
    expect((await beacon({ variant: "A", first: { clientId: "Vis1tor0C", variant: "A", at: at(-1) } })).status).toBe(
      204,
    );

    const after = (await readout(await world.token("auth0|owner", { permissions: OWNER }))).body;
    const visits = (body: ExperimentReadout) => body.arms.map((arm) => arm.visits);
    const visitors = (body: ExperimentReadout) => body.arms.map((arm) => arm.visitors);
    expect(visits(after).map((count, index) => count - visits(before)[index]!)).toEqual([2, 1, 1]);
    expect(visitors(after).map((count, index) => count - visitors(before)[index]!)).toEqual([1, 1, 0]);
    // The same counts by day: the visits today, each visitor on the day they were first seen.
    const onDay = (body: ExperimentReadout, day: string, variant: string) =>
      body.days.find((entry) => entry.day === day && entry.variant === variant) ?? { visits: 0, visitors: 0 };
    const today = at(0).slice(0, 10);
    expect(onDay(after, today, "A").visits - onDay(before, today, "A").visits).toBe(2);
    expect(onDay(after, at(3).slice(0, 10), "A").visitors - onDay(before, at(3).slice(0, 10), "A").visitors).toBe(1);
    expect(after.days.map((entry) => entry.day)).toEqual(after.days.map((entry) => entry.day).sort());
  });

  it("joins sales to each visitor's first headline, in dollars at the site's price parity, once each", async () => {
    const owner = await world.token("auth0|owner", { permissions: OWNER });
    const first = (clientId: string, variant: string) => beacon({ variant, first: { clientId, variant, at: at(1) } });
    const before = (await readout(owner)).body;
    await first("EurBuyer1", "B");
    await first("YenBuyer1", "B");
    await first("TrialOnly", "C");
    await first("Withdraws", "C");
    await buys("EurBuyer1", "pro-monthly", "de"); // €6 incl. €0.96 VAT → $5.04 net
    await buys("YenBuyer1", "max-monthly", "ja"); // ¥1800 incl. ¥164 JCT → $10.91 net
    await buys("TrialOnly", "pro-monthly", "en", { paid: false });
    await buys("Withdraws", "max-monthly", "en");
    expect((await beacon({ withdraw: "Withdraws" })).status).toBe(204);
    // The provider's redelivery of a paid invoice counts no second payment.
    const paidEvent = (await world.deliveries()).filter((delivery) => delivery.type === "invoice.paid").at(-1)!;
    await world.redeliver(paidEvent.eventId);

    const after = (await readout(owner)).body;
    const arm = (body: ExperimentReadout, variant: string) => body.arms.find((entry) => entry.variant === variant)!;
    const delta = (variant: string) => {
      const [now, then] = [arm(after, variant), arm(before, variant)];
      return {
        visitors: now.visitors - then.visitors,
        trials: now.trials - then.trials,
        paid: now.paid - then.paid,
        revenue: Math.round((now.revenue.sum - then.revenue.sum) * 100) / 100,
      };
    };
    expect(delta("B")).toEqual({ visitors: 2, trials: 2, paid: 2, revenue: 15.95 });
    // The withdrawn visitor is gone from the readout; the trial-only one counts, with $0.
    expect(delta("C")).toEqual({ visitors: 1, trials: 1, paid: 0, revenue: 0 });
    expect(arm(after, "B").revenue.currency).toBe("USD");
    const dailyRevenue = (body: ExperimentReadout) =>
      body.days.filter((entry) => entry.variant === "B").reduce((sum, entry) => sum + entry.revenue, 0);
    expect(Math.round((dailyRevenue(after) - dailyRevenue(before)) * 100) / 100).toBe(15.95);
    expect(after.control).toBe("A");
    expect(after.arms.map((entry) => entry.variant)).toEqual(["A", "B", "C"]);
    expect(after.srm).toMatchObject({ alarm: false });
    expect(arm(after, "A").vsControl).toBeNull();
  });

  it("counts the paid rate and the money of the visitors whose trial has had time to end, and the trials of all", async () => {
    const owner = await world.token("auth0|owner", { permissions: OWNER });
    const before = (await readout(owner)).body;
    await beacon({ variant: "C", first: { clientId: "SeenLong1", variant: "C", at: at(9) } }); // past the trial and its day of grace
    await beacon({ variant: "C", first: { clientId: "SeenNow01", variant: "C", at: at(1) } });
    await buys("SeenLong1", "pro-monthly", "en");
    await buys("SeenNow01", "pro-monthly", "en");

    const after = (await readout(owner)).body;
    const c = (body: ExperimentReadout) => body.arms.find((entry) => entry.variant === "C")!;
    const [now, then] = [c(after), c(before)];
    expect({
      visitors: now.visitors - then.visitors,
      trials: now.trials - then.trials,
      paid: now.paid - then.paid,
      matured: now.matured.visitors - then.matured.visitors,
      maturedPaid: now.matured.paid - then.matured.paid,
      maturing: now.maturing - then.maturing,
    }).toEqual({ visitors: 2, trials: 2, paid: 2, matured: 1, maturedPaid: 1, maturing: 1 });
    const money = now.revenue.sum - then.revenue.sum;
    expect(money).toBeGreaterThan(0);
    expect(now.matured.revenue.sum - then.matured.revenue.sum).toBeCloseTo(money / 2, 6);
    expect(after.arms.every((arm) => arm.matured.visitors + arm.maturing === arm.visitors)).toBe(true);
    expect(after.sequential).toEqual({ method: "asymptotic-confidence-sequence", nStar: 5000, alpha: 0.05 });
  });

  it("answers the owner only: 401 without a valid token, 403 for anyone else, 400 for a bad period; tells who is the owner", async () => {
    expect((await readout()).status).toBe(401);
    expect((await readout(await world.token("auth0|someone"))).status).toBe(403);
    const owner = await world.token("auth0|owner", { permissions: OWNER });
    expect((await readout(owner)).status).toBe(200);
    const bad = await world.call("GET", "/api/experiment?since=yesterday", { token: owner });
    expect(bad.status).toBe(400);
    // The lifts worth having: percentages from 1 to 500, refused otherwise with what they must be.
    for (const query of ["trialLift=0", "paidLift=abc", "revenueLift=501", "trialLift=-5", "paidLift=1e2"]) {
      const refused = await world.call("GET", `/api/experiment?${query}`, { token: owner });
      expect(refused.status, query).toBe(400);
      expect(((await refused.json()) as { error: string }).error).toMatch(/trialLift, paidLift, revenueLift/);
    }
    const planned = await world.call("GET", "/api/experiment?trialLift=10&paidLift=&revenueLift=37.5", {
      token: owner,
    });
    expect(planned.status).toBe(200);
    expect(((await planned.json()) as ExperimentReadout).planning.lifts).toEqual({
      trialRate: 0.1,
      paidRate: 0.2,
      revenuePerVisitor: 0.375,
    });
    // The person's own answer says whether they are the owner: their menu links the readout.
    const isOwner = async (token: string) =>
      ((await (await world.call("GET", "/api/subscription", { token })).json()) as { owner: boolean }).owner;
    expect(await isOwner(owner)).toBe(true);
    expect(await isOwner(await world.token("auth0|someone"))).toBe(false);
  });
});
