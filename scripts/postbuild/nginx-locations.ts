// The locations of the site's nginx configuration (nginx-config.ts) that serve its files: the
// designed 404 pages with status 404, each language's pages and not-found page, and the paywall's
// unknown tickers.
import { PAYWALL_PREFIX } from "../../app/contracts/paths.ts";
import { defaultLocale, locales, localizedPath } from "../../app/contracts/locales.ts";
import { NOT_FOUND_PAGE, NOT_FOUND_PAGES, SPA_SHELL, UNKNOWN_TICKER_PAGES } from "../../server/build-output.ts";
import { REVALIDATE } from "../../server/cache-policy.ts";

/** The languages with a prefix of their own (contracts/locales.ts). */
const otherLocales = locales.filter((locale) => locale !== defaultLocale);
/** The pages unknown paths answer with, never pages of their own. */
const notFoundPages = [...Object.values(NOT_FOUND_PAGES), ...Object.values(UNKNOWN_TICKER_PAGES)];

/** The add_header lines of a location, with this Cache-Control. */
type LocationHeaders = (cacheControl: string) => string;

/** The locations of the pages and other files, each with the headers `all` gives. */
export function pageLocations(all: LocationHeaders): string {
  const helperPage = (file: string) => file.replace(/\.html$/, "").replace(/[.]/g, "\\.");
  // Longest prefixes first: a language's rule before English's catch-all.
  const byLanguage = (rule: (prefix: string, notFound: string) => string) =>
    [...otherLocales, defaultLocale]
      .map((locale) => rule(localizedPath("", locale), NOT_FOUND_PAGES[locale]))
      .join("\n");
  return `  error_page 404 /${NOT_FOUND_PAGE};
  # Addresses as typed, not merged: a doubled slash is no page but its language's not-found page,
  # never a redirect ('//host' in a Location header would leave the site).
  merge_slashes off;
${byLanguage(
  (prefix, notFound) => `  location ~ ^${prefix}(?:/.*)?// {
    error_page 404 /${notFound};
    return 404;
  }`,
)}
${notFoundPages.map((page) => `  location = /${page} {\n    internal;\n${all(REVALIDATE)}\n  }`).join("\n")}
  # A ticker called "404" is an unknown ticker too, though its address names a helper file.
${locales
  .map(
    (locale) => `  location = /${helperPage(UNKNOWN_TICKER_PAGES[locale])} {
    error_page 404 /${UNKNOWN_TICKER_PAGES[locale]};
    return 404;
  }`,
  )
  .join("\n")}
  # The build's helper files and precompressed copies are no pages of their own.
  location ~ ^/(?:_headers|_redirects|${[...notFoundPages, SPA_SHELL].map((page) => `${helperPage(page)}(?:\\.html)?`).join("|")})$ {
    return 404;
  }
  location ~ \\.(?:br|gz)$ {
    return 404;
  }
  # A page asked for by its file name goes to its own address, as Cloudflare Pages does; served
  # there, it would hydrate as the not-found page the browser's router finds at that address.
  location = /index.html {
${all(REVALIDATE)}
    return 308 /$is_args$args;
  }
${byLanguage(
  (prefix, notFound) => `  location ~ ^(?<page>${prefix}/.+)\\.html$ {
    error_page 404 /${notFound};
${all(REVALIDATE)}
    if (-f $request_filename) {
      return 308 $page$is_args$args;
    }
    return 404;
  }`,
)}
  # Pages are x.html, answering on /x; /x/ is the same page's twin.
  location ~ ^(?<page>/.+)/$ {
${all(REVALIDATE)}
    return 308 $page$is_args$args;
  }
${locales
  .map((locale) => {
    const paywall = `${localizedPath("", locale)}${PAYWALL_PREFIX}`;
    return `  # A ticker without a page: the language's empty paywall, with status 404.
  location ~ ^${paywall}/[^/]+$ {
    error_page 404 /${UNKNOWN_TICKER_PAGES[locale]};
${all(REVALIDATE)}
    try_files $uri.html =404;
  }`;
  })
  .join("\n")}
  location = / {
${all(REVALIDATE)}
    try_files /index.html =404;
  }
${otherLocales
  .map(
    (locale) => `  # ${locale}: its pages, and its not-found page for the rest.
  location /${locale}/ {
    error_page 404 /${NOT_FOUND_PAGES[locale]};
${all("$site_cache_control")}
    try_files $uri.html $uri =404;
  }`,
  )
  .join("\n")}
  location / {
${all("$site_cache_control")}
    try_files $uri.html $uri =404;
  }`;
}
