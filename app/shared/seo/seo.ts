// Per-page metadata for search engines and link previews: title, description, canonical URL, the
// page in every other language (hreflang), Open Graph, Twitter card and optional JSON-LD.
import type { MetaDescriptor } from "react-router";
import { config } from "~/config";
import { defaultLocale, localeInfo, locales, localizedPath, type Locale } from "~/contracts/locales";
import { site } from "~/shared/site/site";
import { assetUrl } from "~/shared/site/assets";
import { brandAssets } from "~/shared/content/brand";
import type { RootData } from "~/shared/i18n/locale";

export const SHARE_IMAGE = { path: brandAssets.shareImage, width: 1200, height: 630 };

export interface PageMeta {
  title: string;
  description: string;
  /** The page's path in English; the canonical URL is the configured site URL plus its path in the page's language. */
  path: string;
  noindex?: boolean;
  jsonLd?: object[];
}

/** An absolute URL on the public site (for canonical links, sharing and structured data). */
export function siteUrl(path: string): string {
  return new URL(path, `${config.siteUrl}/`).href;
}

/** Asset URLs may be site paths (/assets/...) or a CDN URL; previews need them absolute. */
export function absoluteAssetUrl(path: string): string {
  return new URL(assetUrl(path), `${config.siteUrl}/`).href;
}

/** The page in each language, and English for everyone else (x-default), for search engines. */
export function alternates(path: string): { hrefLang: string; href: string }[] {
  return [
    ...locales.map((locale) => ({ hrefLang: localeInfo[locale].tag, href: siteUrl(localizedPath(path, locale)) })),
    { hrefLang: "x-default", href: siteUrl(localizedPath(path, defaultLocale)) },
  ];
}

/** The root route's data from a meta function's matches. */
export function rootDataOf(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]): RootData {
  return matches.find((match) => match?.id === "root")?.loaderData as RootData;
}

export function pageMeta(
  { locale, common }: RootData,
  { title, description, path, noindex, jsonLd = [] }: PageMeta,
): MetaDescriptor[] {
  const url = siteUrl(localizedPath(path, locale));
  const image = absoluteAssetUrl(SHARE_IMAGE.path);
  const otherLocales = locales.filter((other: Locale) => other !== locale);
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    // A page search engines should not list has no alternates to list either.
    ...(noindex
      ? [{ name: "robots", content: "noindex" }]
      : alternates(path).map((alternate) => ({ tagName: "link", rel: "alternate", ...alternate }))),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: localeInfo[locale].ogLocale },
    ...otherLocales.map((other) => ({ property: "og:locale:alternate", content: localeInfo[other].ogLocale })),
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(SHARE_IMAGE.width) },
    { property: "og:image:height", content: String(SHARE_IMAGE.height) },
    { property: "og:image:alt", content: common.shareImageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    ...jsonLd.map((data) => ({ "script:ld+json": data })),
  ];
}
