import { FaqSection } from "~/components/faq-section";
import { signUpCta, tryForFree } from "~/content/landing";
import { site } from "~/content/site";
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

export default function Landing() {
  useLandingVariant();
  return (
    <>
      <Hero />
      <UploadExplainer />
      <SongSample />
      <CallToAction titleId="sign-up-title" source="sign-up-cta" copy={signUpCta} look="card" />
      <Testimonials />
      <CallToAction titleId="try-title" source="try-for-free" copy={tryForFree} look="band" />
      <FaqSection />
    </>
  );
}
