// Each Product's tax code against the catalogue (app/catalogue/tax.ts): the provider's tax engine
// taxes a sale by it, so a Product without it (made before the site sold with tax, or changed in
// the Dashboard) is taxed by the account's preset code instead. A Product not made yet is made by
// its first Price (price-review.ts), code and all.
import type { DesiredCatalogue } from "../../app/catalogue/desired-catalogue.ts";
import { ok, problem, type Finding } from "./findings.ts";
import { idOf, type PaymentAccount } from "./payment-account.ts";

export function reviewProductTaxCodes(account: PaymentAccount, catalogue: DesiredCatalogue): Finding[] {
  return catalogue.products.flatMap(({ key, params }) => {
    const ofPrices = catalogue.prices
      .filter((price) => price.product === key)
      .flatMap((price) => {
        const sold = account.prices.get(price.offer);
        return sold ? [idOf(sold.product)] : [];
      });
    const product = account.products.find(
      (candidate) => ofPrices.includes(candidate.id) || (candidate.active && candidate.metadata.site_product === key),
    );
    if (!product) return [];
    const subject = `Product ${params.name}`;
    const code = product.tax_code ? idOf(product.tax_code) : null;
    if (code === params.tax_code) return [ok(subject, `tax code ${code}`)];
    return [
      problem(
        subject,
        `its tax code is ${code ?? "unset (the account's preset)"}, not ${params.tax_code}`,
        "setup sets it",
        [
          {
            says: `set the tax code of "${product.name}" to ${params.tax_code}`,
            async apply({ stripe }) {
              await stripe.products.update(product.id, { tax_code: params.tax_code });
            },
          },
        ],
      ),
    ];
  });
}
