// The preflight's checks, group by group: a group whose service cannot be asked at all is one
// failed line, never a crash. `npm run preflight` (scripts/preflight.ts) prints them.
import { stripeClient } from "../../api/stripe-client.ts";
import { reviewAnalytics } from "./analytics-review.ts";
import { reviewDatabase } from "./database-review.ts";
import type { Finding } from "./findings.ts";
import { reviewIdentityProvider } from "./identity-review.ts";
import { reviewIdentitySettings } from "./identity-settings-review.ts";
import { reviewMail } from "./mail-review.ts";
import { readPaymentAccount } from "./payment-account.ts";
import { reviewPayments } from "./payment-review.ts";
import { reviewBuildLinks, reviewSettings } from "./settings-review.ts";
import { readTaxAccount, reviewTax } from "./tax-review.ts";
import type { GoLiveSettings } from "./settings.ts";

const PROVIDER_TIMEOUT_MS = 20_000;

async function payments(settings: GoLiveSettings): Promise<Finding[]> {
  const stripe = stripeClient(settings.server.stripe, fetch, PROVIDER_TIMEOUT_MS);
  const account = await readPaymentAccount(stripe);
  return [
    ...reviewPayments(account, { siteUrl: settings.siteUrl, productName: settings.build.productName }),
    ...reviewBuildLinks(settings, account),
  ];
}

/** Apart from the catalogue's: a key without Tax's read permission fails these lines only. */
async function tax(settings: GoLiveSettings): Promise<Finding[]> {
  return reviewTax(await readTaxAccount(stripeClient(settings.server.stripe, fetch, PROVIDER_TIMEOUT_MS)));
}

async function group(name: string, review: () => Promise<Finding[]> | Finding[]): Promise<Finding[]> {
  try {
    return await review();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return [
      { subject: name, problem: `could not be checked (${message})`, detail: "check its settings and that it answers" },
    ];
  }
}

export async function preflight(settings: GoLiveSettings): Promise<Finding[]> {
  return [
    ...(await group("Settings", () => reviewSettings(settings))),
    ...(await group("Payment provider", () => payments(settings))),
    ...(await group("Stripe Tax", () => tax(settings))),
    ...(await group("Identity provider", () => reviewIdentityProvider(settings))),
    ...(await group("Auth0 application and API", () => reviewIdentitySettings(settings))),
    ...(await group("Measurement Protocol", () => reviewAnalytics(settings))),
    ...(await group("Mail service", () => reviewMail(settings))),
    ...(await group("Database", () => reviewDatabase(settings))),
  ];
}
