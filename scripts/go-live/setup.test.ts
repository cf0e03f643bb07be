// `npm run setup:payments` against the local stand-ins, through the same SDKs as against the real
// services: on a new (empty) payment account, a plan, the catalogue made, a second run with nothing
// to do, and a purchase through what setup made, confirmed by the site's API.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../../api/api.ts";
import { localApiEnv } from "../../local/api-env.ts";
import { freshPGliteDatabase } from "../../testing/database/fresh-pglite.ts";
import { runSetup, startGoLiveWorld, type GoLiveWorld } from "../../testing/go-live/go-live-world.ts";
import { preflight } from "./preflight.ts";
import { findingLine } from "./report.ts";

describe("setup on a new payment account", () => {
  let stand: GoLiveWorld;
  beforeAll(async () => {
    stand = await startGoLiveWorld("empty");
  }, 60_000);
  afterAll(() => stand.stop());

  it("plans without changing, makes the catalogue with --apply, then has nothing to do; a purchase works on it", async () => {
    const settings = stand.settings();
    const plan = await runSetup(settings, false);
    expect(plan.changes).toBeGreaterThan(10);
    expect(plan.text).toContain("Nothing was changed.");
    expect((await stand.stripe(settings).prices.list({ limit: 10 })).data).toEqual([]);

    // Stripe Tax set up and the markets registered first, in the Dashboard (a registration is a
    // legal act no API makes): until then the preflight says so, and Stripe refuses a link with
    // automatic tax.
    const taxProblems = async () =>
      (await preflight(settings))
        .filter((finding) => finding.problem && finding.subject.includes("Tax"))
        .map(findingLine);
    expect(await taxProblems()).toEqual([
      expect.stringMatching(/^FAIL {2}Stripe Tax: not active \(missing: head_office\)/),
      ...["DE", "FR", "ES", "JP"].map((country) => expect.stringMatching(`^FAIL  Tax in ${country}: selling in`)),
    ]);
    await expect(runSetup(settings, true)).rejects.toThrow(/Stripe Tax has not been activated/);
    await fetch(`${stand.origin}/dashboard/tax`, { method: "POST" });
    expect(await taxProblems()).toEqual([]);

    // The one step no API takes: the Dashboard makes the portal's default configuration.
    const first = await runSetup(settings, true);
    expect(first.text).toMatch(/Customer portal: the account has no default portal configuration\. Mend: activate/);
    expect(first.left).toBe(1);
    // The campaign codes, as the catalogue holds them (app/catalogue/campaign-codes.ts).
    expect(first.text).toContain("create the coupon launch20-20-percent-3-months (20 % off, repeating for 3 months)");
    expect(first.text).toContain("create the promotion code LAUNCH20 on launch20-20-percent-3-months");
    await fetch(`${stand.origin}/dashboard/customer-portal`, { method: "POST" });

    const applied = await runSetup(settings, true);
    expect(applied.left).toBe(0);
    expect(applied.text).toMatch(/Done: 1 changes/);
    const told = Object.fromEntries(
      [...`${first.text}\n${applied.text}`.matchAll(/^ {2}(STRIPE_WEBHOOK_SECRET|VITE_[A-Z_]+)=(\S+)/gm)].map(
        (match) => [match[1]!, match[2]!],
      ),
    );
    expect(told.STRIPE_WEBHOOK_SECRET).toMatch(/^whsec_/);
    expect(Object.keys(told).filter((name) => name.startsWith("VITE_CHECKOUT_"))).toHaveLength(6);
    expect(told.VITE_CUSTOMER_PORTAL_LOGIN).toMatch(/\/p\/login\//);

    const again = await runSetup(settings, true);
    expect(again.changes).toBe(0);
    expect(again.text).toContain("Nothing to change");
    // Every address the build needs, printed whatever changed: the portal's login link too.
    expect(again.text).toContain(`VITE_CUSTOMER_PORTAL_LOGIN=${told.VITE_CUSTOMER_PORTAL_LOGIN}`);

    // The site built and served with what setup printed: the preflight passes, a purchase confirms.
    const live = stand.settings(told);
    expect((await preflight(live)).filter((finding) => finding.problem).map(findingLine)).toEqual([]);
    stand.handler.api = createApi(
      localApiEnv(
        new URL(stand.origin).origin,
        { STRIPE_WEBHOOK_SECRET: told.STRIPE_WEBHOOK_SECRET! },
        {
          url: stand.siteUrl,
          auth: live.build.auth,
        },
      ),
      { database: () => freshPGliteDatabase(), log: () => {} },
    );
    // The database open and migrated before the first webhook, as a server has it before it listens.
    await stand.handler.api.ready();
    const page = await (await fetch(`${told.VITE_CHECKOUT_PRO_MONTHLY!}?locale=de`)).text();
    const pay = /action="(\/checkout\/sessions\/(cs_local_\w+)\/pay)"/.exec(page);
    expect(pay, "the link's checkout page").toBeTruthy();
    const paid = await fetch(`${stand.origin}${pay![1]}`, {
      method: "POST",
      // The buyer ticks the terms box the link asks for (its consent collection).
      body: new URLSearchParams({ email: "buyer@example.com", terms_of_service: "accepted" }),
      redirect: "manual",
    });
    expect(paid.headers.get("location")).toBe(`${stand.siteUrl}/success?session_id=${pay![2]}`);
    const confirmed = await (await fetch(`${stand.siteUrl}/api/checkout-sessions/${pay![2]}`)).json();
    expect(confirmed).toMatchObject({ state: "confirmed", offer: "pro-monthly", currency: "EUR" });
    const deliveries = (await (await fetch(`${stand.origin}/checkout/webhook-deliveries`)).json()) as {
      status: number;
    }[];
    expect(deliveries.map((delivery) => delivery.status)).toEqual(deliveries.map(() => 200));
    expect(deliveries.length).toBeGreaterThanOrEqual(3);
  }, 60_000);
});
