import { FaqSection } from "~/shared/ui/faq-section";
import { fill } from "~/shared/content/fill";
import { site } from "~/shared/site/site";
import { testimonials } from "~/shared/content/testimonials";
import { faqCopy, formatters, pageCopy, requestLocale } from "~/shared/i18n/page-copy";
import { organizationJsonLd } from "~/shared/seo/structured-data";
import { pageMeta, rootDataOf } from "~/shared/seo/seo";
import { paths } from "~/contracts/paths";
import { Hero } from "~/features/landing/hero";
import { CallToAction } from "~/features/landing/call-to-action";
import { SongSample } from "~/features/song-sample";
import { Testimonials } from "~/features/landing/testimonials";
import { UploadExplainer } from "~/features/landing/upload-explainer";
import { useLandingVariant } from "~/features/landing/use-landing-variant";
import type { PageHandle } from "~/shared/site/page-handle";
import type { Route } from "./+types/landing-route";

// Runs at build time (the page is prerendered in each language): the words, with the user count
// and the testimonials' dates written out, so the browser never loads locale data to format them.
export function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const format = formatters(locale);
  const landing = pageCopy(locale, "landing");
  const userClaim = fill(landing.hero.userClaim, { users: format.count(site.userCount) });
  return {
    landing,
    userClaim,
    faq: faqCopy(locale),
    testimonialDates: Object.fromEntries(testimonials.map(({ date }) => [date, format.date(date)])),
    jsonLd: organizationJsonLd(locale, pageCopy(locale, "common").description),
  };
}

/**
 * Every control works from the HTML and the boot script; the song sample's Play brings the app for
 * its player (docs/decisions/017-app-when-needed.md).
 */
export const handle: PageHandle = { hydrate: "when-needed" };

// /home is the same page as /, so both name / as canonical.
export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const root = rootDataOf(matches);
  return pageMeta(root, {
    title: loaderData.landing.pageTitle,
    description: root.common.description,
    path: paths.landing,
    jsonLd: [loaderData.jsonLd],
  });
};

export default function Landing({ loaderData }: Route.ComponentProps) {
  const { landing, userClaim, faq, testimonialDates } = loaderData;
  useLandingVariant();
  return (
    <>
      <Hero copy={landing.hero} userClaim={userClaim} />
      <UploadExplainer copy={landing.uploadExplainer} />
      <SongSample copy={landing.songSample} />
      <CallToAction titleId="sign-up-title" source="sign-up-cta" copy={landing.signUpCta} look="card" />
      <Testimonials copy={landing.testimonials} dates={testimonialDates} />
      <CallToAction titleId="try-title" source="try-for-free" copy={landing.tryForFree} look="band" />
      <FaqSection copy={faq} />
    </>
  );
}
