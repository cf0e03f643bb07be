// The payment setup: what the account holds against the catalogue, the plan, and with `apply` the
// changes, then a second look that must find nothing left. `npm run setup:payments` prints it.
import { offerIds } from "../../app/contracts/offer-ids.ts";
import { checkoutVariable } from "../../app/config/schema.ts";
import { stripeClient } from "../../api/stripe-client.ts";
import type { ChangeContext } from "./findings.ts";
import { readPaymentAccount } from "./payment-account.ts";
import { reviewPayments } from "./payment-review.ts";
import { printFindings, SETUP_COMMAND } from "./report.ts";
import type { GoLiveSettings } from "./settings.ts";

/** A setup call may take longer than a page's: the provider is asked once per change. */
const TIMEOUT_MS = 30_000;

/** Runs the setup; answers how many changes it made (or would make) and whether any problem is left. */
export async function setupPayments(
  settings: GoLiveSettings,
  { apply }: { apply: boolean },
  write: (line: string) => void = console.log,
): Promise<{ changes: number; left: number }> {
  const stripe = stripeClient(settings.server.stripe, fetch, TIMEOUT_MS);
  const site = { siteUrl: settings.siteUrl, productName: settings.build.productName };
  const review = async () => reviewPayments(await readPaymentAccount(stripe), site);

  write(`Payment provider: ${settings.server.stripe.apiUrl?.origin ?? "Stripe"}, for ${settings.siteUrl}\n`);
  const findings = await review();
  printFindings(findings, write);
  const changes = findings.flatMap((finding) => finding.changes ?? []);
  let left = findings.filter((finding) => finding.problem).length;

  if (changes.length === 0) {
    write("\nNothing to change: the account holds the catalogue as the code says.");
  } else if (!apply) {
    write(`\nThe plan (${changes.length} changes):`);
    for (const change of changes) write(`  - ${change.says}`);
    write(`\nNothing was changed. Run \`${SETUP_COMMAND}\` to make these changes.`);
  } else {
    const told: string[] = [];
    const context: ChangeContext = {
      stripe,
      productIds: new Map(),
      priceIds: new Map(),
      tell: (line) => told.push(line),
    };
    for (const change of changes) {
      write(`  … ${change.says}`);
      await change.apply(context);
    }
    const remaining = (await review()).filter((finding) => finding.problem);
    left = remaining.length;
    if (left) {
      write("\nAfter the changes, these are still not as the code says:");
      printFindings(remaining, write);
    } else write(`\nDone: ${changes.length} changes; the account now holds the catalogue as the code says.`);
    if (told.length) write(`\nSet these now:\n${told.map((line) => `  ${line}`).join("\n")}`);
  }

  // The addresses the build must point at, whatever changed: the links and the portal's login.
  const account = await readPaymentAccount(stripe);
  const urls = offerIds.map((offer) => {
    const price = account.prices.get(offer);
    const link = account.links.find((entry) => price && entry.priceId === price.id);
    return `  ${checkoutVariable(offer)}=${link?.link.url ?? "(none yet)"}`;
  });
  const login = account.portal?.login_page.enabled ? account.portal.login_page.url : null;
  urls.push(`  VITE_CUSTOMER_PORTAL_LOGIN=${login ?? "(none yet)"}`);
  write(`\nThe build's payment settings (.env or the build's environment):\n${urls.join("\n")}`);
  return { changes: changes.length, left };
}
