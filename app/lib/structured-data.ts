// JSON-LD for search engines, derived from the site facts and the plan module.
import { brandAssets } from "~/content/brand";
import { annualTotal, plans, pricePerMonth } from "~/content/plans";
import { formatUserClaim, site } from "~/content/site";
import { paths } from "~/paths";
import { absoluteAssetUrl, siteUrl } from "./seo";

export function organizationJsonLd() {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.name,
    url: siteUrl(paths.landing),
    logo: absoluteAssetUrl(brandAssets.logo),
    email: site.contactEmail,
    description: `${site.description} Loved by ${formatUserClaim()} users.`,
  };
}

function offer(name: string, price: number, unitCode: "MON" | "ANN") {
  const amount = price.toFixed(2);
  return {
    "@type": "Offer",
    name,
    price: amount,
    priceCurrency: "USD",
    url: siteUrl(paths.pricing),
    availability: "https://schema.org/InStock",
    priceSpecification: { "@type": "UnitPriceSpecification", price: amount, priceCurrency: "USD", unitCode },
  };
}

/** The product with an offer per plan and billing period; prices come from plans.ts. */
export function productJsonLd() {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: site.name,
    description: site.description,
    image: absoluteAssetUrl(brandAssets.shareImage),
    brand: { "@type": "Brand", name: site.name },
    offers: plans.flatMap((plan) => [
      offer(`${plan.name} monthly`, pricePerMonth(plan, "monthly"), "MON"),
      offer(`${plan.name} annual`, annualTotal(plan), "ANN"),
    ]),
  };
}
