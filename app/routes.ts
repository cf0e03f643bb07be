import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { defaultLocale, locales, localizedPath, type Locale } from "./config/locales";
import { paths } from "./paths";

// Paths come from paths.ts (every link is built there too); React Router wants them without the
// leading slash. Each language has the same pages under its prefix (config/locales.ts), served by
// the same route modules, which read the language from the URL; English keeps the bare paths.
const at = (path: string, locale: Locale) => localizedPath(path, locale).replace(/^\//, "");

function pagesIn(locale: Locale) {
  const english = locale === defaultLocale;
  // English keeps the ids it always had; the others' are prefixed with the language.
  const id = (name: string) => (english ? {} : { id: `${locale}/${name}` });
  return {
    layout: layout("routes/site-layout.tsx", id("layout"), [
      english
        ? index("routes/landing.tsx", { id: "landing" })
        : route(at(paths.landing, locale), "routes/landing.tsx", id("landing")),
      ...(english ? [route(at(paths.home, locale), "routes/landing.tsx", { id: "home" })] : []),
      route(at(paths.pricing, locale), "routes/pricing.tsx", id("pricing")),
      route(at(paths.paywallPattern, locale), "routes/paywall.tsx", id("paywall")),
      route(at(paths.signUp, locale), "routes/sign-up.tsx", id("sign-up")),
      route(at(paths.glow, locale), "routes/glow.tsx", id("glow")),
      route(english ? "*" : `${locale}/*`, "routes/not-found.tsx", id("not-found")),
    ]),
    returns: [
      route(at(paths.success, locale), "routes/success.tsx", id("success")),
      route(at(paths.failure, locale), "routes/failure.tsx", id("failure")),
    ],
  };
}

const languages = locales.map(pagesIn);

export default [
  ...languages.map((pages) => pages.layout),
  route(paths.robots.slice(1), "routes/robots-txt.ts"),
  route(paths.sitemap.slice(1), "routes/sitemap-xml.ts"),
  ...languages.flatMap((pages) => pages.returns),
] satisfies RouteConfig;
