import { FaqSection } from "~/components/faq-section";
import { faqCopy, pageCopy, requestLocale } from "~/lib/page-copy";
import { pricingPage } from "~/lib/pricing-page";
import { productJsonLd } from "~/lib/structured-data";
import { pageMeta, rootDataOf } from "~/lib/seo";
import { paths } from "~/paths";
import { PlanCard } from "~/sections/pricing/plan-card";
import { PlanToggle } from "~/sections/pricing/plan-toggle";
import { PricingNotes } from "~/sections/pricing/pricing-notes";
import type { Route } from "./+types/pricing";

// Runs at build time (the page is prerendered in each language): words and prices, finished, and
// the structured data (so the price list never reaches the browser).
export function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const page = pricingPage(locale);
  const jsonLd = productJsonLd(locale, pageCopy(locale, "common").description, page.copy.offerNames);
  return { ...page, faq: faqCopy(locale), jsonLd };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(rootDataOf(matches), {
    title: loaderData.copy.pageTitle,
    description: loaderData.copy.lede,
    path: paths.pricing,
    jsonLd: [loaderData.jsonLd],
  });

export default function Pricing({ loaderData }: Route.ComponentProps) {
  const { copy, plans, faq } = loaderData;
  return (
    <>
      <section aria-labelledby="pricing-title" className="section pb-8 text-center" data-billing>
        <h1 id="pricing-title" className="text-3xl font-extrabold tracking-tight text-balance xs:text-5xl">
          {copy.title}
        </h1>
        <p className="mx-auto mt-4 max-w-xl text-lg text-muted">{copy.lede}</p>
        <PlanToggle copy={copy} />
        <ul className="mx-auto mt-10 grid max-w-4xl gap-6 text-left md:grid-cols-2">
          {plans.map((plan) => (
            <li key={plan.id}>
              <PlanCard plan={plan} mostBought={copy.mostBought} />
            </li>
          ))}
        </ul>
        <PricingNotes notes={copy.notes} />
      </section>
      <FaqSection copy={faq} />
    </>
  );
}
