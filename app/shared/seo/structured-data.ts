// JSON-LD for search engines, derived from the site facts, the plans and the price list, in the
// page's language and currency.
import { currencyDigits } from "~/contracts/checkout-api";
import { localeInfo, localizedPath, type Locale } from "~/contracts/locales";
import { brandAssets } from "~/shared/content/brand";
import { fill } from "~/shared/content/fill";
import { annualTotal, plans, pricePerMonth } from "~/catalogue/plans";
import { site } from "~/shared/site/site";
import { paths } from "~/contracts/paths";
import { absoluteAssetUrl, siteUrl } from "./seo";

/** The organisation, described in the page's language. */
export function organizationJsonLd(locale: Locale, description: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.name,
    url: siteUrl(localizedPath(paths.landing, locale)),
    logo: absoluteAssetUrl(brandAssets.logo),
    email: site.contactEmail,
    description,
  };
}

interface OfferNames {
  monthly: string;
  annual: string;
}

/** The product with an offer per plan and billing period, in the page's currency. */
export function productJsonLd(locale: Locale, description: string, offerNames: OfferNames) {
  const currency = localeInfo[locale].currency;
  const url = siteUrl(localizedPath(paths.pricing, locale));
  const offer = (name: string, price: number, unitCode: "MON" | "ANN") => {
    const amount = price.toFixed(currencyDigits(currency));
    return {
      "@type": "Offer",
      name,
      price: amount,
      priceCurrency: currency,
      url,
      availability: "https://schema.org/InStock",
      priceSpecification: { "@type": "UnitPriceSpecification", price: amount, priceCurrency: currency, unitCode },
    };
  };
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: site.name,
    description,
    image: absoluteAssetUrl(brandAssets.shareImage),
    brand: { "@type": "Brand", name: site.name },
    offers: plans.flatMap((plan) => [
      offer(fill(offerNames.monthly, { plan: plan.name }), pricePerMonth(plan, "monthly", currency), "MON"),
      offer(fill(offerNames.annual, { plan: plan.name }), annualTotal(plan, currency), "ANN"),
    ]),
  };
}
