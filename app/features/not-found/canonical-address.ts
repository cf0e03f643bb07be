// An address typed with capitals or doubled slashes ('/DE', '/Pricing', '//pricing', '/de//pricing')
// is no page on any host, yet React Router's browser matcher takes paths case-insensitively (the
// framework drops the route table's `caseSensitive`) and hosts differ on doubled slashes (Cloudflare
// Pages merges them and serves the page). Hydrating the host's answer there would render another page
// than the one sent (React error #418). Every page of the site is at a lowercase address with single
// slashes, so the script at the end of each page (app/boot/document-end.ts) sends the visitor to that one instead, and the app never starts on the
// odd address (docs/decisions/013-pages-as-html-files.md, "Odd addresses on each host").

/** The address the visitor meant, when it is not the one they are at: lowercase, single slashes. */
export function canonicalAddress({ pathname, search, hash }: Pick<Location, "pathname" | "search" | "hash">) {
  const canonical = pathname.toLowerCase().replace(/\/{2,}/g, "/");
  return canonical === pathname ? undefined : canonical + search + hash;
}
