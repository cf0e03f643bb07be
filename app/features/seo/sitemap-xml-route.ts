import { locales, localizedPath } from "~/contracts/locales";
import { alternates, siteUrl } from "~/shared/seo/seo";
import { indexablePaths } from "~/contracts/page-lists";

// Prerendered to build/client/sitemap.xml from the route list: each page in every language, each
// naming its twins in the others (and English for everyone else) as the page's own alternates do.
export function loader() {
  const urls = indexablePaths.flatMap((path) => {
    const links = alternates(path)
      .map(({ hrefLang, href }) => `    <xhtml:link rel="alternate" hreflang="${hrefLang}" href="${href}"/>`)
      .join("\n");
    return locales.map(
      (locale) => `  <url>\n    <loc>${siteUrl(localizedPath(path, locale))}</loc>\n${links}\n  </url>`,
    );
  });
  const body =
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n` +
    `${urls.join("\n")}\n</urlset>\n`;
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
