// The default customer portal against the catalogue: cancelling at the period's end, switching
// between the plans' Prices keeping the trial, the card, the invoices and the login link. Only the
// Dashboard makes the first configuration; setup configures it from then on.
import type Stripe from "stripe";
import type { OfferId } from "../../app/contracts/offer-ids.ts";
import { portalConfigurationParams, type DesiredCatalogue } from "../../app/catalogue/desired-catalogue.ts";
import { ok, problem, type Finding } from "./findings.ts";
import { idOf, type PaymentAccount } from "./payment-account.ts";

export function reviewPortal(account: PaymentAccount, catalogue: DesiredCatalogue, planPricesComing: boolean): Finding {
  const subject = "Customer portal";
  const portal = account.portal;
  if (!portal) {
    return problem(
      subject,
      "the account has no default portal configuration",
      "activate the customer portal once in the Dashboard (Settings → Billing → Customer portal), then run setup again",
    );
  }
  const { params, switchable } = catalogue.portalConfiguration;
  const { features } = portal;
  const drift: string[] = [];
  if (!features.subscription_cancel.enabled) drift.push("cancelling is off");
  else if (features.subscription_cancel.mode !== params.features.subscription_cancel!.mode)
    drift.push("a cancellation ends at once, not at the period's end");
  const update = features.subscription_update;
  const allowed = new Set((update.products ?? []).flatMap((product) => product.prices));
  const planPrices = switchable.flatMap(({ offers }) => offers.map((offer) => account.prices.get(offer)?.id));
  if (!update.enabled || !update.default_allowed_updates.includes("price")) drift.push("switching plans is off");
  else if (planPricesComing || planPrices.some((id) => !id || !allowed.has(id)))
    drift.push("a plan's Price is not among those to switch to");
  if (update.enabled && update.trial_update_behavior !== "continue_trial") drift.push("a switch ends the trial");
  if (!features.payment_method_update.enabled) drift.push("updating the card is off");
  if (!features.invoice_history.enabled) drift.push("the invoice history is off");
  if (portal.default_return_url !== params.default_return_url)
    drift.push(`it returns to ${portal.default_return_url ?? "nowhere"}, not ${params.default_return_url}`);
  if (!portal.login_page.enabled) drift.push("its login link is off (VITE_CUSTOMER_PORTAL_LOGIN)");
  if (drift.length === 0)
    return ok(
      subject,
      `cancel at the period's end, switch between ${planPrices.length} plan Prices, login link ${portal.login_page.url}`,
    );
  return problem(subject, drift.join("; "), "setup mends it", [
    {
      says: "configure the customer portal: cancel at the period's end, switch plans keeping the trial, card, invoices, login link",
      async apply({ stripe, priceIds, tell }) {
        const priceOf = (offer: OfferId) => priceIds.get(offer) ?? account.prices.get(offer)!.id;
        const productOfPrice = new Map<string, string>();
        for (const { offers } of switchable) {
          for (const offer of offers)
            productOfPrice.set(offer, idOf((await stripe.prices.retrieve(priceOf(offer))).product));
        }
        const wanted = portalConfigurationParams(catalogue.portalConfiguration, {
          product: (key) => productOfPrice.get(switchable.find((entry) => entry.product === key)!.offers[0]!)!,
          price: priceOf,
        });
        const configured = await stripe.billingPortal.configurations.update(
          portal.id,
          wanted as Stripe.BillingPortal.ConfigurationUpdateParams,
        );
        if (configured.login_page.url) tell(`VITE_CUSTOMER_PORTAL_LOGIN=${configured.login_page.url}`);
      },
    },
  ]);
}
