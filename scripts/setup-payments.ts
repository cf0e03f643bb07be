// `npm run setup:payments [-- --apply]`: makes the payment provider's account hold the site's
// catalogue (app/shared/content/payment-catalogue.ts) with the official SDK: Products, Prices,
// Payment Links, the webhook endpoint and the customer portal. It prints what it finds and the plan;
// only with --apply does it change anything, and a second run has nothing to do. With no
// STRIPE_SECRET_KEY it works on the local stand-in of `npm start`. docs/operations.md, "Going live".
import { site } from "../app/shared/site.ts";
import { checkoutVariable } from "../app/config/schema.ts";
import { offerIds } from "../app/contracts/offer-ids.ts";
import { stripeClient } from "../api/stripe-client.ts";
import { readPaymentAccount } from "./go-live/payment-account.ts";
import { reviewPayments } from "./go-live/payment-review.ts";
import { printFindings } from "./go-live/report.ts";
import { goLiveSettings } from "./go-live/settings.ts";

/** A setup call may take longer than a page's: the provider is asked once per change. */
const TIMEOUT_MS = 30_000;

const apply = process.argv.includes("--apply");
const settings = goLiveSettings();
const stripe = stripeClient(settings.server.stripe, fetch, TIMEOUT_MS);
const review = async () =>
  reviewPayments(await readPaymentAccount(stripe), { siteUrl: settings.siteUrl, brand: site.name });

console.log(`Payment provider: ${settings.server.stripe.apiUrl?.origin ?? "Stripe"}, for ${settings.siteUrl}\n`);
const findings = await review();
printFindings(findings);
const changes = findings.flatMap((finding) => finding.changes ?? []);

if (changes.length === 0) {
  console.log("\nNothing to change: the account holds the catalogue as the code says.");
} else if (!apply) {
  console.log(`\nThe plan (${changes.length} changes):`);
  for (const change of changes) console.log(`  - ${change.says}`);
  console.log("\nNothing was changed. Run `npm run setup:payments -- --apply` to make these changes.");
} else {
  const told: string[] = [];
  const context = { stripe, productIds: new Map(), priceIds: new Map(), tell: (line: string) => told.push(line) };
  for (const change of changes) {
    console.log(`  … ${change.says}`);
    await change.apply(context);
  }
  const left = (await review()).filter((finding) => finding.problem);
  if (left.length) {
    console.error("\nAfter the changes, these are still not as the code says:");
    printFindings(left);
    process.exitCode = 1;
  } else console.log(`\nDone: ${changes.length} changes; the account now holds the catalogue as the code says.`);
  if (told.length) console.log(`\nSet these now:\n${told.map((line) => `  ${line}`).join("\n")}`);
}

// The links the build must point at, whatever changed.
const account = await readPaymentAccount(stripe);
const urls = offerIds.map((offer) => {
  const price = account.prices.get(offer);
  const link = account.links.find((entry) => price && entry.priceId === price.id);
  return `  ${checkoutVariable(offer)}=${link?.link.url ?? "(none yet)"}`;
});
console.log(`\nThe build's payment links (.env or the build's environment):\n${urls.join("\n")}`);
