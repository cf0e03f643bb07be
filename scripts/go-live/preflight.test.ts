// @vitest-environment node
// `npm run preflight` against the local stand-ins, through the same SDKs and APIs as against the
// real services: it passes on the stand-ins as `npm start` serves them, and finds a drifted Price,
// a missing webhook event and a missing callback URL, each with its mend.
import { ManagementClient } from "auth0";
import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCAL_AUTH0_MANAGEMENT_CLIENT_ID, LOCAL_AUTH0_MANAGEMENT_CLIENT_SECRET } from "../../local/api-env.ts";
import { standInManagementOptions } from "../../local/identity/management/sdk-options.ts";
import { runSetup, startGoLiveWorld, type GoLiveWorld } from "../../testing/go-live/go-live-world.ts";
import { preflight } from "./preflight.ts";
import { findingLine } from "./report.ts";
import type { GoLiveSettings } from "./settings.ts";

describe("the preflight", () => {
  let stand: GoLiveWorld;
  beforeAll(async () => {
    stand = await startGoLiveWorld("seeded");
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
    const applied = await runSetup(settings, true);
    expect(applied.left).toBe(0);
    const link = /VITE_CHECKOUT_PRO_MONTHLY=(\S+)/.exec(applied.text)![1]!;
    await management.clients.update(clientId, { callbacks });
    expect(await problems(stand.settings({ VITE_CHECKOUT_PRO_MONTHLY: link }))).toEqual([]);
  }, 60_000);
});
