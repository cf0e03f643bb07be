// `npm run preflight` against the local stand-ins, through the same SDKs and APIs as against the
// real services: it passes on the stand-ins as `npm start` serves them, and finds a drifted Price,
// a missing webhook event, a missing callback URL, the mail service's problems (a refused key,
// a sender on a domain not in the account, records not verified) and a market sold in without a
// tax registration, each with its mend.
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

  it("finds the mail service's problems: a refused key, another domain, records not verified", async () => {
    const mail = { MAIL_API_URL: `${stand.origin}/resend`, MAIL_FROM: "Snapsong <hello@mail.snapsong.example>" };
    const mailLines = async (env: Record<string, string>) =>
      (await preflight(stand.settings(env))).filter((finding) => finding.subject.startsWith("Mail")).map(findingLine);
    expect(
      await mailLines({ ...mail, RESEND_API_KEY: "re_local_standin", MAIL_REPLY_TO: "hello@snapsong.example" }),
    ).toEqual([
      expect.stringMatching(/^ok {4}Mail service: Resend takes the key at http:\/\/localhost:\d+\/resend$/),
      "ok    Mail domain mail.snapsong.example: verified: its 3 SPF and DKIM records",
      "ok    Mail reply-to: replies go to hello@snapsong.example",
    ]);
    expect(await mailLines({ ...mail, RESEND_API_KEY: "re_not_the_key" })).toEqual([
      "FAIL  Mail service: Resend refuses the key (403 invalid_api_key: API key is invalid). Mend: create a key in Resend → API Keys and set RESEND_API_KEY.",
    ]);
    const elsewhere = await mailLines({ ...mail, RESEND_API_KEY: "re_local_standin", MAIL_FROM: "hello@snapsong.app" });
    expect(elsewhere[1]).toBe(
      "FAIL  Mail domain snapsong.app: the Resend account has no such domain (it has mail.snapsong.example). Mend: add the domain in Resend → Domains and its records at the DNS host, or set MAIL_FROM to an address on a verified domain.",
    );

    const records = (change: object) =>
      fetch(`${stand.origin}/resend/test/domain`, { method: "POST", body: JSON.stringify(change) });
    await records({ DKIM: "failed" });
    try {
      expect((await problems(stand.settings())).filter((line) => line.includes("Mail"))).toEqual([
        "FAIL  Mail domain mail.snapsong.example: it is partially_failed; DKIM TXT resend._domainkey.mail is failed. Mend: add the records in Resend → Domains.",
      ]);
    } finally {
      await records({ DKIM: "verified" });
    }
  });

  // Last: it ends a registration of the world's account.
  it("says where tax is registered, and names a market whose pages include tax sold in without one", async () => {
    const taxLines = async () =>
      (await preflight(stand.settings())).filter((finding) => finding.subject.includes("Tax")).map(findingLine);
    expect(await taxLines()).toEqual([
      "ok    Stripe Tax: active, head office in DE",
      "ok    Tax in US: registered (WA)",
      "ok    Tax in DE: registered (DE)",
      "ok    Tax in FR: registered (DE)",
      "ok    Tax in ES: registered (DE)",
      "ok    Tax in BR: no registration, so no tax is collected there; once the law asks for it, register in the Dashboard → Tax → Registrations",
      "ok    Tax in JP: registered (JP)",
    ]);
    const stripe = stand.stripe(stand.settings());
    const oss = (await stripe.tax.registrations.list({ status: "active" })).data.find(
      (entry) => entry.country === "DE",
    );
    await stripe.tax.registrations.update(oss!.id, { expires_at: "now" });
    expect((await problems(stand.settings())).filter((line) => line.includes("Tax"))).toEqual(
      ["DE", "FR", "ES"].map(
        (country) =>
          `FAIL  Tax in ${country}: selling in ${country} without a registration, while its pages say the tax is included. Mend: register in the Dashboard → Tax → Registrations.`,
      ),
    );
  });
});
