import { FaqSection } from "~/components/faq-section";
import { site } from "~/content/site";
import { Hero } from "~/sections/landing/hero";
import { SignUpCta } from "~/sections/landing/sign-up-cta";
import { SongSample } from "~/sections/landing/song-sample";
import { Testimonials } from "~/sections/landing/testimonials";
import { TryForFree } from "~/sections/landing/try-for-free";
import { UploadExplainer } from "~/sections/landing/upload-explainer";
import { useLandingVariant } from "~/lib/use-landing-variant";
import type { Route } from "./+types/landing";

export const meta: Route.MetaFunction = () => [
  { title: `${site.name} · Turn your photos into a song` },
  { name: "description", content: site.description },
];

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
