import { FaqSection } from "~/components/faq-section";
import { site } from "~/content/site";
import { organizationJsonLd } from "~/lib/structured-data";
import { pageMeta } from "~/lib/seo";
import { paths } from "~/paths";
import { Hero } from "~/sections/landing/hero";
import { SignUpCta } from "~/sections/landing/sign-up-cta";
import { SongSample } from "~/sections/landing/song-sample";
import { Testimonials } from "~/sections/landing/testimonials";
import { TryForFree } from "~/sections/landing/try-for-free";
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

export default function Landing() {
  useLandingVariant();
  return (
    <>
      <Hero />
      <UploadExplainer />
      <SongSample />
      <SignUpCta />
      <Testimonials />
      <TryForFree />
      <FaqSection />
    </>
  );
}
