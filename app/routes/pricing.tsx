import { FaqSection } from "~/components/faq-section";
import { plans } from "~/content/plans";
import { pricingCopy } from "~/content/pricing";
import { site } from "~/content/site";
import { productJsonLd } from "~/lib/structured-data";
import { pageMeta } from "~/lib/seo";
import { paths } from "~/paths";
import { PlanCard } from "~/sections/pricing/plan-card";
import { PlanToggle } from "~/sections/pricing/plan-toggle";
import { PricingNotes } from "~/sections/pricing/pricing-notes";
import type { Route } from "./+types/pricing";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: `Pricing · ${site.name}`,
    description: `${pricingCopy.title}. ${pricingCopy.lede}`,
    path: paths.pricing,
    jsonLd: [productJsonLd()],
  });

export default function Pricing() {
  return (
    <>
      <section aria-labelledby="pricing-title" className="section pb-8 text-center" data-billing>
        <h1 id="pricing-title" className="text-3xl font-extrabold tracking-tight text-balance xs:text-5xl">
          {pricingCopy.title}
        </h1>
        <p className="mx-auto mt-4 max-w-xl text-lg text-muted">{pricingCopy.lede}</p>
        <PlanToggle />
        <ul className="mx-auto mt-10 grid max-w-4xl gap-6 text-left md:grid-cols-2">
          {plans.map((plan) => (
            <li key={plan.id}>
              <PlanCard plan={plan} />
            </li>
          ))}
        </ul>
        <PricingNotes />
      </section>
      <FaqSection />
    </>
  );
}
