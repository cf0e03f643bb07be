// What a tab loads from the site while a test presses: its documents, and the short way's module
// (which brings an identity client of its own: features/hand-off/hand-off-here.ts).
import type { Page } from "@playwright/test";

/** The documents the tab loads from the site, and whether the short way's own client was fetched. */
export function watchTab(page: Page, baseURL: string) {
  const documents: string[] = [];
  const handOffModules: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.origin !== baseURL) return;
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.push(url.pathname);
    if (url.pathname.startsWith("/assets/hand-off-")) handOffModules.push(url.pathname);
  });
  return { documents, handOffModules };
}
