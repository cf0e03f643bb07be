// The page's own hits through gtag's queue (gtag-queue.ts): its page view, with an address that
// carries nothing private, and the headline test's exposure. Apart from the queue, which a press
// also uses to record itself before it leaves, so a press needs none of this.
import { RETURN_SESSION_PARAM } from "~/contracts/checkout-api";
import { withoutAuthParams } from "~/shared/auth/auth-hints";
import { pushGtag } from "./gtag-queue";

/**
 * The page's address as analytics (or any third party) may see it: without what a sign-in's return
 * and a checkout's carry in it, the login's code, state and errors and a checkout's id.
 */
export function pageLocation(href: string): string {
  const url = new URL(href);
  url.search = withoutAuthParams(url.search, [RETURN_SESSION_PARAM]);
  return url.href;
}

/**
 * GA4's exposure event for the landing headline test, with the variant shown: each variant's rate
 * (trial starts and revenue from the server, per `exp_variant_string`) has its denominator.
 */
export function pushExperienceImpression(variant: string): void {
  pushGtag("event", "experience_impression", { exp_variant_string: variant });
}

/** GA4's page view of `path`, with the page's title and language and its address made private. */
export function pushPageView(path: string): void {
  const location = pageLocation(window.location.href);
  // Also for every later hit of this page, which would otherwise carry the address as it is.
  pushGtag("set", { page_location: location });
  pushGtag("event", "page_view", {
    page_path: path,
    page_location: location,
    page_title: document.title,
    // GA4's own parameter for the page's language ('de', 'pt-BR'), so reports can split by market.
    language: document.documentElement.lang,
  });
}
