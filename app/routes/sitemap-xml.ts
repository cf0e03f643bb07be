import { siteUrl } from "~/lib/seo";
import { indexablePaths } from "~/paths";

// Prerendered to build/client/sitemap.xml from the route list.
export function loader() {
  const urls = indexablePaths.map((path) => `  <url><loc>${siteUrl(path)}</loc></url>`).join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
