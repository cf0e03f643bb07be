import { siteUrl } from "~/shared/seo/seo";
import { paths } from "~/contracts/paths";

// Prerendered to build/client/robots.txt.
export function loader() {
  const body = ["User-agent: *", "Allow: /", "", `Sitemap: ${siteUrl(paths.sitemap)}`, ""].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
