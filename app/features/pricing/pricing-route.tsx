import { FaqSection } from "~/shared/ui/faq-section";
import { faqCopy, pageCopy, requestLocale } from "~/shared/i18n/page-copy";
import { pricingPage } from "~/features/pricing/pricing-page";
import { productJsonLd } from "~/shared/seo/structured-data";
import { pageMeta, rootDataOf } from "~/shared/seo/seo";
import { paths } from "~/contracts/paths";
import { PlanCard } from "~/features/pricing/plan-card";
import { PlanToggle } from "~/features/pricing/plan-toggle";
import { PricingNotes } from "~/features/pricing/pricing-notes";
import { CancelledNotice, usePricingHeading } from "~/features/pricing/your-plan";
import { SubscriberWords } from "~/shared/subscriber/subscriber-words";
import { useSubscriberPeriod } from "~/features/pricing/subscriber-period";
import { useBillingPeriodAfterSignUp } from "~/features/pricing/billing-period-after-sign-up";
import type { PageHandle } from "~/shared/site/page-handle";
import type { Route } from "./+types/pricing-route";

// Runs at build time (the page is prerendered in each language): words and prices, finished, and
// the structured data (so the price list never reaches the browser).
export function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const page = pricingPage(locale);
  const jsonLd = productJsonLd(locale, pageCopy(locale, "common").description, page.copy.offerNames);
  return { ...page, faq: faqCopy(locale), jsonLd };
}

/**
 * A visitor's controls work from the HTML, the page's script and the boot script; the app runs for a
 * signed-in person, whose plans it shows (docs/decisions/017-app-when-needed.md).
 */
export const handle: PageHandle = { hydrate: "when-needed" };

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(rootDataOf(matches), {
    title: loaderData.copy.pageTitle,
    description: loaderData.copy.lede,
    path: paths.pricing,
    jsonLd: [loaderData.jsonLd],
  });

export default function Pricing({ loaderData }: Route.ComponentProps) {
  const { copy, plans, faq } = loaderData;
  // No trial wording to a signed-in person who has had their trial; nothing said before the model knows.
  const { title, lede, trialOffered } = usePricingHeading(copy);
  useBillingPeriodAfterSignUp();
  useSubscriberPeriod();
  return (
    <>
      <section aria-labelledby="pricing-title" className="section pb-8 text-center" data-billing>
        <h1 id="pricing-title" className="text-3xl font-extrabold tracking-tight text-balance xs:text-5xl">
          <SubscriberWords said={title} meanwhile={copy.titleTrialUsed} />
        </h1>
        <p className="mx-auto mt-4 max-w-xl text-lg text-muted in-data-subscriber-pending:invisible">{lede}</p>
        <CancelledNotice copy={copy} planNames={Object.fromEntries(plans.map((plan) => [plan.id, plan.name]))} />
        <PlanToggle copy={copy} />
        <ul className="mx-auto mt-10 grid max-w-4xl gap-6 text-left md:grid-cols-2">
          {plans.map((plan) => (
            <li key={plan.id}>
              <PlanCard plan={plan} copy={copy} />
            </li>
          ))}
        </ul>
        <PricingNotes trialNote={trialOffered ? copy.trialNote : undefined} notes={copy.notes} />
      </section>
      <FaqSection copy={faq} />
    </>
  );
}
