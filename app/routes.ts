import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { defaultLocale, locales, localizedPath, type Locale } from "./contracts/locales";
import { legalDocuments, paths } from "./contracts/paths";

// Paths come from contracts/paths.ts (every link is built there too); React Router wants them without the
// leading slash. Each language has the same pages under its prefix (contracts/locales.ts), served by
// the same route modules, which read the language from the URL; English keeps the bare paths.
const at = (path: string, locale: Locale) => localizedPath(path, locale).replace(/^\//, "");

/** Each page's route module, in the folder of its feature. */
const modules = {
  shell: "features/site-shell/site-layout-route.tsx",
  landing: "features/landing/landing-route.tsx",
  pricing: "features/pricing/pricing-route.tsx",
  paywall: "features/paywall/paywall-route.tsx",
  handOff: "features/hand-off/page/hand-off-route.tsx",
  success: "features/checkout-returns/success-route.tsx",
  failure: "features/checkout-returns/failure-route.tsx",
  glow: "features/checkout-returns/glow-route.tsx",
  legal: "features/legal/legal-route.tsx",
  owner: "features/owner/owner-route.tsx",
  cancel: "features/cancellation/cancel-route.tsx",
  cancelConfirm: "features/cancellation/confirm-route.tsx",
  notFound: "features/not-found/not-found-route.tsx",
  robots: "features/seo/robots-txt-route.ts",
  sitemap: "features/seo/sitemap-xml-route.ts",
};

function pagesIn(locale: Locale) {
  const english = locale === defaultLocale;
  // Short ids (the route manifest every page loads lists them), prefixed with the language but in English.
  const id = (name: string) => ({ id: english ? name : `${locale}/${name}` });
  return {
    layout: layout(modules.shell, id("layout"), [
      english
        ? index(modules.landing, id("landing"))
        : route(at(paths.landing, locale), modules.landing, id("landing")),
      ...(english ? [route(at(paths.home, locale), modules.landing, id("home"))] : []),
      route(at(paths.pricing, locale), modules.pricing, id("pricing")),
      route(at(paths.paywallPattern, locale), modules.paywall, id("paywall")),
      route(at(paths.signUp, locale), modules.handOff, id("sign-up")),
      route(at(paths.account, locale), modules.handOff, id("account")),
      route(at(paths.glow, locale), modules.glow, id("glow")),
      // In the site's layout like /glow, which it becomes where the app does not run (failure-script.ts).
      route(at(paths.failure, locale), modules.failure, id("failure")),
      route(at(paths.ownerExperiment, locale), modules.owner, id("owner-experiment")),
      route(at(paths.cancel, locale), modules.cancel, id("cancel")),
      route(at(paths.cancelConfirm, locale), modules.cancelConfirm, id("cancel-confirm")),
      // A route per document, not one with a parameter: the browser must match an unknown document
      // to the not-found page, which is what every host sends for it.
      ...legalDocuments.map((document) =>
        route(at(paths.legal(document), locale), modules.legal, id(`legal-${document}`)),
      ),
      route(english ? "*" : `${locale}/*`, modules.notFound, id("not-found")),
    ]),
    success: route(at(paths.success, locale), modules.success, id("success")),
  };
}

const languages = locales.map(pagesIn);

export default [
  ...languages.map((pages) => pages.layout),
  route(paths.robots.slice(1), modules.robots, { id: "robots" }),
  route(paths.sitemap.slice(1), modules.sitemap, { id: "sitemap" }),
  ...languages.map((pages) => pages.success),
] satisfies RouteConfig;
