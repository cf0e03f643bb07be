// The payment provider's account against the catalogue the code describes (app/catalogue/desired-catalogue.ts):
// each offer's Price (amounts, currencies, tax behaviour, period), each Product's tax code, its
// Payment Link (Price, redirect, trial, tax, codes), the webhook endpoint (URL, events, status), the
// default customer portal and each campaign code's coupon and promotion code. Each finding
// carries the changes that mend it, which `npm run setup:payments -- --apply` makes and
// `npm run preflight` names.
import { desiredCatalogue, type Site } from "../../app/catalogue/desired-catalogue.ts";
import { reviewCampaignCodes } from "./campaign-code-review.ts";
import type { Finding } from "./findings.ts";
import type { PaymentAccount } from "./payment-account.ts";
import { reviewLink } from "./payment-link-review.ts";
import { reviewPortal } from "./portal-review.ts";
import { reviewPrice } from "./price-review.ts";
import { reviewProductTaxCodes } from "./product-tax-review.ts";
import { reviewWebhook } from "./webhook-review.ts";

/** Every finding about the payment provider, in the order their changes must be made. */
export function reviewPayments(account: PaymentAccount, site: Site): Finding[] {
  const catalogue = desiredCatalogue(site);
  const prices = catalogue.prices.map((wanted) => reviewPrice(wanted, account, catalogue));
  const replaced = new Set(catalogue.prices.filter((_, index) => prices[index]!.changes).map((wanted) => wanted.offer));
  const links = catalogue.prices.map((wanted) =>
    reviewLink(wanted.offer, account, catalogue, replaced.has(wanted.offer)),
  );
  const planPricesComing = catalogue.portalConfiguration.switchable.some(({ offers }) =>
    offers.some((offer) => replaced.has(offer)),
  );
  return [
    ...prices,
    ...reviewProductTaxCodes(account, catalogue),
    ...links,
    reviewWebhook(account, catalogue),
    reviewPortal(account, catalogue, planPricesComing),
    ...reviewCampaignCodes(account, catalogue),
  ];
}
