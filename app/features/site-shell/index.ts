// The site shell's public entry: the header, footer and alerts around every page.
export { SiteShell } from "./site-shell";
