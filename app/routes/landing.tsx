import { FaqSection } from "~/components/faq-section";
import { signUpCta, tryForFree } from "~/content/landing";
import { site } from "~/content/site";
import { testimonials } from "~/content/testimonials";
import { longDates } from "~/lib/long-date";
import { organizationJsonLd } from "~/lib/structured-data";
import { pageMeta } from "~/lib/seo";
import { paths } from "~/paths";
import { Hero } from "~/sections/landing/hero";
import { CallToAction } from "~/sections/landing/call-to-action";
import { SongSample } from "~/sections/landing/song-sample";
import { Testimonials } from "~/sections/landing/testimonials";
import { UploadExplainer } from "~/sections/landing/upload-explainer";
import { useLandingVariant } from "~/lib/use-landing-variant";
import type { Route } from "./+types/landing";

// /home is the same page as /, so both name / as canonical.
export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: `${site.name} · Turn your photos into a song`,
    description: site.description,
    path: paths.landing,
    jsonLd: [organizationJsonLd()],
  });

// Runs at build time (the page is prerendered): the dates come written out in the page's data, so
// the browser never loads the locale data to format them.
export function loader() {
  return { testimonialDates: longDates(testimonials.map((testimonial) => testimonial.date)) };
}

export default function Landing({ loaderData }: Route.ComponentProps) {
  useLandingVariant();
  return (
    <>
      <Hero />
      <UploadExplainer />
      <SongSample />
      <CallToAction titleId="sign-up-title" source="sign-up-cta" copy={signUpCta} look="card" />
      <Testimonials dates={loaderData.testimonialDates} />
      <CallToAction titleId="try-title" source="try-for-free" copy={tryForFree} look="band" />
      <FaqSection />
    </>
  );
}
