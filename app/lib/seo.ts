// Per-page metadata for search engines and link previews: title, description, canonical URL,
// Open Graph, Twitter card and optional JSON-LD.
import type { MetaDescriptor } from "react-router";
import { config } from "~/config";
import { site } from "~/content/site";
import { assetUrl } from "./assets";
import { brandAssets } from "~/content/brand";

export const SHARE_IMAGE = {
  path: brandAssets.shareImage,
  width: 1200,
  height: 630,
  alt: `${site.name}: turn your photos into a song`,
};

export interface PageMeta {
  title: string;
  description: string;
  /** The page's path; the canonical URL is the configured site URL plus this. */
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

export function pageMeta({ title, description, path, noindex, jsonLd = [] }: PageMeta): MetaDescriptor[] {
  const url = siteUrl(path);
  const image = absoluteAssetUrl(SHARE_IMAGE.path);
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(SHARE_IMAGE.width) },
    { property: "og:image:height", content: String(SHARE_IMAGE.height) },
    { property: "og:image:alt", content: SHARE_IMAGE.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    ...jsonLd.map((data) => ({ "script:ld+json": data })),
  ];
}
