// @vitest-environment node
// Going live against the local stand-ins, through the same SDKs and APIs as against the real
// services: setup on a new (empty) payment account, a second run with nothing to do, a purchase
// through what setup made, and the preflight finding a drifted Price, a missing webhook event and a
// missing callback URL, each with its mend.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { ManagementClient } from "auth0";
import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi, type Api } from "../../api/api.ts";
import { pgliteDatabase } from "../../api/database/pglite.ts";
import {
  localApiEnv,
  LOCAL_AUTH0_MANAGEMENT_CLIENT_ID,
  LOCAL_AUTH0_MANAGEMENT_CLIENT_SECRET,
} from "../../local/api-env.ts";
import { standInManagementOptions } from "../../local/identity/management/sdk-options.ts";
import { startLocalServices } from "../../local/services.ts";
import { serveApi } from "../../server/api-bridge.ts";
import { stripeClient } from "../../api/stripe-client.ts";
import { findingLine } from "./report.ts";
import { preflight } from "./preflight.ts";
import { setupPayments } from "./setup.ts";
import { goLiveSettings, type GoLiveSettings } from "./settings.ts";

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, "localhost", () => resolve(`http://localhost:${(server.address() as AddressInfo).port}`)),
  );
const close = (server: Server) => {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(resolve));
};

/** A site (its API once made), the stand-ins, and the settings both commands read. */
async function world(paymentCatalogue: "seeded" | "empty") {
  const handler: { api?: Api } = {};
  const site = createServer((req, res) => {
    if (!handler.api) return void res.writeHead(503).end();
    void serveApi(handler.api.handle, req, res, []);
  });
  const siteUrl = await listen(site);
  const settingsFor = (port: number, extra: Record<string, string> = {}) =>
    goLiveSettings({ LOCAL_SERVICES_PORT: String(port), SITE_URL: siteUrl, ...extra });
  const bare = settingsFor(1); // for the build's names only, before the stand-ins have a port
  const services = await startLocalServices({
    port: 0,
    siteOrigins: [siteUrl],
    clientId: bare.build.auth.clientId,
    productName: bare.build.productName,
    paymentCatalogue,
  });
  const port = (services.address() as AddressInfo).port;
  const origin = `http://localhost:${port}`;
  return {
    siteUrl,
    origin,
    handler,
    settings: (extra?: Record<string, string>) => settingsFor(port, extra),
    stripe: (settings: GoLiveSettings) => stripeClient(settings.server.stripe, fetch, 20_000),
    async stop() {
      await handler.api?.close();
      await Promise.all([close(site), close(services)]);
    },
  };
}

type World = Awaited<ReturnType<typeof world>>;

async function setup(settings: GoLiveSettings, apply: boolean) {
  const lines: string[] = [];
  const result = await setupPayments(settings, { apply }, (line) => lines.push(line));
  return { ...result, text: lines.join("\n") };
}

describe("setup on a new payment account", () => {
  let stand: World;
  beforeAll(async () => {
    stand = await world("empty");
  }, 60_000);
  afterAll(() => stand.stop());

  it("plans without changing, makes the catalogue with --apply, then has nothing to do; a purchase works on it", async () => {
    const settings = stand.settings();
    const plan = await setup(settings, false);
    expect(plan.changes).toBeGreaterThan(10);
    expect(plan.text).toContain("Nothing was changed.");
    expect((await stand.stripe(settings).prices.list({ limit: 10 })).data).toEqual([]);

    // The one step no API takes: the Dashboard makes the portal's default configuration.
    const first = await setup(settings, true);
    expect(first.text).toMatch(/Customer portal: the account has no default portal configuration\. Mend: activate/);
    expect(first.left).toBe(1);
    await fetch(`${stand.origin}/dashboard/customer-portal`, { method: "POST" });

    const applied = await setup(settings, true);
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

    const again = await setup(settings, true);
    expect(again.changes).toBe(0);
    expect(again.text).toContain("Nothing to change");

    // The site built and served with what setup printed: the preflight passes, a purchase confirms.
    const live = stand.settings(told);
    const findings = await preflight(live);
    expect(findings.filter((finding) => finding.problem).map(findingLine)).toEqual([]);
    stand.handler.api = createApi(
      localApiEnv(
        new URL(stand.origin).origin,
        { STRIPE_WEBHOOK_SECRET: told.STRIPE_WEBHOOK_SECRET! },
        {
          url: stand.siteUrl,
          auth: live.build.auth,
        },
      ),
      { database: () => pgliteDatabase(), log: () => {} },
    );
    const page = await (await fetch(`${told.VITE_CHECKOUT_PRO_MONTHLY!}?locale=de`)).text();
    const pay = /action="(\/checkout\/sessions\/(cs_local_\w+)\/pay)"/.exec(page);
    expect(pay, "the link's checkout page").toBeTruthy();
    const paid = await fetch(`${stand.origin}${pay![1]}`, {
      method: "POST",
      body: new URLSearchParams({ email: "buyer@example.com" }),
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

describe("the preflight", () => {
  let stand: World;
  beforeAll(async () => {
    stand = await world("seeded");
  }, 60_000);
  afterAll(() => stand.stop());

  const problems = async (settings: GoLiveSettings) =>
    (await preflight(settings)).filter((finding) => finding.problem).map(findingLine);

  it("passes on the stand-ins as `npm start` serves them", async () => {
    expect(await problems(stand.settings())).toEqual([]);
  });

  it("finds a drifted Price, a missing webhook event and a missing callback, each with its mend", async () => {
    const settings = stand.settings();
    const stripe = stand.stripe(settings);
    const old = (await stripe.prices.list({ lookup_keys: ["pro-monthly"], expand: ["data.currency_options"] }))
      .data[0]!;
    await stripe.prices.create({
      product: typeof old.product === "string" ? old.product : old.product.id,
      currency: "usd",
      unit_amount: 600,
      tax_behavior: "exclusive",
      recurring: { interval: "month" },
      currency_options: {
        eur: { unit_amount: 700, tax_behavior: "inclusive" },
        brl: { unit_amount: 3000, tax_behavior: "exclusive" },
        jpy: { unit_amount: 900, tax_behavior: "inclusive" },
      },
      lookup_key: "pro-monthly",
      transfer_lookup_key: true,
    });
    const [endpoint] = (await stripe.webhookEndpoints.list()).data;
    await stripe.webhookEndpoints.update(endpoint!.id, {
      enabled_events: endpoint!.enabled_events.filter(
        (event) => event !== "invoice.paid",
      ) as Stripe.WebhookEndpointUpdateParams.EnabledEvent[],
    });
    const management = new ManagementClient({
      ...standInManagementOptions(stand.origin),
      clientId: LOCAL_AUTH0_MANAGEMENT_CLIENT_ID,
      clientSecret: LOCAL_AUTH0_MANAGEMENT_CLIENT_SECRET,
    });
    const clientId = settings.build.auth.clientId;
    const { callbacks } = await management.clients.get(clientId);
    await management.clients.update(clientId, { callbacks: callbacks!.filter((url) => !url.endsWith("/ja/pricing")) });

    const found = await problems(settings);
    expect(found).toEqual([
      expect.stringMatching(
        /^FAIL {2}Price pro-monthly: EUR is 700 EUR, the pages say 600 EUR\. Mend: `npm run setup:payments -- --apply` will create the Price pro-monthly .*, which takes the lookup key; archive the old one\.$/,
      ),
      expect.stringMatching(
        /^FAIL {2}Payment Link pro-monthly: its Price is being replaced\. Mend: .* will create the Payment Link for pro-monthly and deactivate the old one\.$/,
      ),
      expect.stringMatching(
        /^FAIL {2}Webhook endpoint: it does not send invoice\.paid\. Mend: .* will send exactly .*invoice\.paid/,
      ),
      expect.stringMatching(/^FAIL {2}Customer portal: a plan's Price is not among those to switch to\./),
      expect.stringMatching(/^FAIL {2}VITE_CHECKOUT_PRO_MONTHLY: the account has no active link for this offer\./),
      expect.stringMatching(
        /^FAIL {2}Auth0 application: no callback URL http:\/\/localhost:\d+\/ja\/pricing\. Mend: in Auth0 → Applications/,
      ),
    ]);

    // Setup mends what it can; the new link is the build's to take; the callback, the operator's.
    const applied = await setup(settings, true);
    expect(applied.left).toBe(0);
    const link = /VITE_CHECKOUT_PRO_MONTHLY=(\S+)/.exec(applied.text)![1]!;
    await management.clients.update(clientId, { callbacks });
    expect(await problems(stand.settings({ VITE_CHECKOUT_PRO_MONTHLY: link }))).toEqual([]);
  }, 60_000);
});
