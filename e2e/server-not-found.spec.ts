// Each deploy target's answers for what is not there (see server.spec.ts): the designed 404 page and
// the empty paywall of an unknown ticker, in the path's language, and the build's helper files,
// which are no pages.
import { localeInfo, localeOfPath, localizedPath, locales, type Locale } from "../app/contracts/locales";
import { paths } from "../app/contracts/paths";
import { expect, test, waitForHydration, withSessionNote } from "./fixtures";
import { targetOf } from "./server-targets";
import { copyIn } from "./site";

/**
 * Addresses a visitor mistypes (docs/architecture.md, "Odd addresses"): capitals and doubled slashes
 * go on to the address meant; a page asked for by its file name to its own address (308); an
 * unknown prefix is the not-found page. A page address ending in '/' is the page: Node serves it,
 * the other hosts redirect to it.
 */
const oddAddresses: { path: string; notFound?: Locale; page?: string }[] = [
  { path: "/DE", page: "/de" },
  { path: "/Pricing", page: "/pricing" },
  { path: "/JA/pricing", page: "/ja/pricing" },
  { path: "/de/PRICING?utm_source=x", page: "/de/pricing" },
  { path: "/DE/no-such-page", notFound: "de" },
  { path: "/xx/pricing", notFound: "en" },
  { path: "/en/pricing", notFound: "en" },
  { path: "//pricing", page: "/pricing" },
  { path: "/pricing//", page: "/pricing/" },
  { path: "/de//pricing", page: "/de/pricing" },
  { path: "/ja/play//tsla", page: "/ja/play/tsla" },
  { path: "/pricing.html", page: "/pricing" },
  { path: "/index.html", page: "/" },
  { path: "/de/pricing.html", page: "/de/pricing" },
  { path: "/ja/play/tsla.html?utm_source=x", page: "/ja/play/tsla" },
  { path: "/pricing/", page: "/pricing/" },
];

test.describe("not found", () => {
  test("an unknown path answers 404 with the designed page, in the path's language", async ({ request }) => {
    for (const [path, locale] of [
      ["/no-such-page", "en"],
      ["/de/no-such-page", "de"],
      ["/ja/pricing/extra", "ja"],
    ] as const) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html, path).toContain(`<html lang="${localeInfo[locale].tag}"`);
      expect(html, path).toContain(copyIn(locale).common.notFound.title);
    }
  });

  test.describe("an unknown legal page", () => {
    // The browser reports a 404 document as a console error; nothing else may be logged.
    test.use({ allowedConsoleErrors: [/^Failed to load resource: the server responded with a status of 404/] });

    // The app must match the page to the route the host's not-found page was made for, or it fails
    // to hydrate it ('Something went wrong').
    for (const locale of locales) {
      const path = localizedPath("/legal/nope", locale);
      test(`${path}: the designed not-found page once the app runs`, async ({ page }) => {
        // The app runs on the not-found page for a visitor with a session (docs/decisions/017-app-when-needed.md).
        await withSessionNote(page);
        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        await waitForHydration(page);
        await expect(page.locator("html")).toHaveAttribute("lang", localeInfo[locale].tag);
        const main = page.getByRole("main");
        await expect(main.getByRole("heading", { level: 1 })).toHaveText(copyIn(locale).common.notFound.title);
        await expect(main.getByRole("link", { name: copyIn(locale).common.home })).toHaveAttribute(
          "href",
          localizedPath(paths.landing, locale),
        );
        await expect(page.getByText(copyIn(locale).common.error.title)).toHaveCount(0);
      });
    }
  });

  test("an unknown ticker answers 404 with the empty paywall, in the path's language", async ({ request }) => {
    for (const [path, locale] of [
      ["/play/unknown", "en"],
      ["/play/404", "en"],
      ["/pt-br/play/unknown", "pt-br"],
    ] as const) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html, path).toContain(copyIn(locale).common.unknownTicker);
      expect(html, path).toContain('<meta name="robots" content="noindex"/>');
    }
  });

  test("the build's helper files are no pages", async ({ request }) => {
    for (const path of ["/404", "/404.html", "/__spa-fallback", "/__spa-fallback.html", "/index.html.br"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain("Page not found");
    }
    // wrangler's local asset server answers these two with 502 (the edge never uploads them).
    for (const path of ["/_headers", "/_redirects"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBeGreaterThanOrEqual(400);
      expect(await response.text(), path).not.toContain("Content-Security-Policy");
    }
  });

  test.describe("odd addresses", () => {
    // The browser reports a 404 document as a console error; nothing else may be logged.
    test.use({ allowedConsoleErrors: [/^Failed to load resource: the server responded with a status of 404/] });

    for (const { path, notFound, page: target } of oddAddresses) {
      test(`${path}: ${notFound ? `the ${notFound} not-found page` : `the page at ${target}`}, no script error`, async ({
        page,
      }, testInfo) => {
        // A visitor with a session, so the app runs at every address (docs/decisions/017-app-when-needed.md).
        await withSessionNote(page);
        // As typed: a relative '//pricing' would name another host.
        const origin = new URL(testInfo.project.use.baseURL!).origin;
        const { traits } = targetOf(testInfo);
        const pathname = notFound
          ? new URL(origin + path).pathname.toLowerCase()
          : target!.length > 1 && traits.trailingSlash === "redirects"
            ? target!.replace(/\/$/, "")
            : target!;
        const response = await page.goto(origin + path);
        await page.waitForURL((url) => url.pathname === pathname);
        await waitForHydration(page);
        if (path.includes("?")) expect(new URL(page.url()).search, "the query kept").toBe("?utm_source=x");
        const locale = notFound ?? localeOfPath(pathname);
        await expect(page.locator("html")).toHaveAttribute("lang", localeInfo[locale].tag);
        const heading = page.getByRole("main").getByRole("heading", { level: 1 }).first();
        if (notFound) {
          expect(response?.status()).toBe(404);
          await expect(heading).toHaveText(copyIn(locale).common.notFound.title);
        } else {
          if (path.endsWith(".html")) expect(response?.request().redirectedFrom()?.url()).toBe(origin + path);
          await expect(heading).toBeVisible();
          await expect(heading).not.toHaveText(copyIn(locale).common.notFound.title);
        }
        await expect(page.getByText(copyIn(locale).common.error.title)).toHaveCount(0);
      });
    }
  });
});
