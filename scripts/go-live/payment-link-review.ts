// Each offer's Payment Link against the catalogue: on its current Price, one at a time, back to
// /success, with the trial, the tax computed, campaign codes taken and the terms accepted. A link
// whose Price is being replaced is made anew.
import { checkoutVariable } from "../../app/config/schema.ts";
import type { OfferId } from "../../app/contracts/offer-ids.ts";
import { paymentLinkParams, type DesiredCatalogue } from "../../app/catalogue/desired-catalogue.ts";
import { ok, problem, type Finding } from "./findings.ts";
import type { PaymentAccount } from "./payment-account.ts";

/** The offer's Payment Link: on its current Price, once, back to /success, with the trial. */
export function reviewLink(
  offer: OfferId,
  account: PaymentAccount,
  catalogue: DesiredCatalogue,
  newPriceComing: boolean,
): Finding {
  const subject = `Payment Link ${offer}`;
  const wanted = catalogue.paymentLinks.find((link) => link.offer === offer)!;
  const redirect = wanted.params.after_completion!.redirect!.url;
  const trial = wanted.params.subscription_data!.trial_period_days!;
  const priceId = account.prices.get(offer)?.id;
  const links = account.links.filter((entry) => entry.priceId === priceId || entry.link.metadata.offer === offer);
  const current = newPriceComing ? undefined : links.find((entry) => entry.priceId === priceId);
  if (!current) {
    return problem(
      subject,
      newPriceComing ? "its Price is being replaced" : "none sells this Price",
      "setup creates it",
      [
        {
          says: `create the Payment Link for ${offer}${links.length ? " and deactivate the old one" : ""}`,
          async apply({ stripe, priceIds, tell }) {
            const link = await stripe.paymentLinks.create(paymentLinkParams(wanted, priceIds.get(offer) ?? priceId!));
            for (const old of links) await stripe.paymentLinks.update(old.link.id, { active: false });
            tell(`${checkoutVariable(offer)}=${link.url}`);
          },
        },
      ],
    );
  }
  const drift: string[] = [];
  if (current.quantity !== 1) drift.push(`it sells ${current.quantity ?? "no"} at once, not 1`);
  const after = current.link.after_completion;
  if (after.type !== "redirect" || after.redirect?.url !== redirect) drift.push(`it does not return to ${redirect}`);
  const hasTrial = current.link.subscription_data?.trial_period_days ?? null;
  if (hasTrial !== trial) drift.push(`its trial is ${hasTrial ?? "none"}, not ${trial} days`);
  if (!current.link.automatic_tax.enabled) drift.push("it computes no tax");
  if (!current.link.allow_promotion_codes) drift.push("it takes no campaign code");
  if (current.link.consent_collection?.terms_of_service !== "required")
    drift.push("it asks no acceptance of the terms");
  if (drift.length === 0) return ok(subject, current.link.url);
  return problem(subject, drift.join("; "), "setup mends it", [
    {
      says: `update the Payment Link for ${offer} (its redirect, trial, tax, codes and terms)`,
      async apply({ stripe }) {
        await stripe.paymentLinks.update(current.link.id, {
          after_completion: wanted.params.after_completion,
          subscription_data: { trial_period_days: trial },
          automatic_tax: wanted.params.automatic_tax,
          allow_promotion_codes: wanted.params.allow_promotion_codes,
          consent_collection: wanted.params.consent_collection,
        });
      },
    },
  ]);
}
