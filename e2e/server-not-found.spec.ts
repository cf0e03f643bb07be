// Each deploy target's answers for what is not there (see server.spec.ts): the designed 404 page and
// the empty paywall of an unknown ticker, in the path's language, and the build's helper files,
// which are no pages.
import { localeInfo } from "../app/contracts/locales";
import { expect, test } from "./fixtures";
import { copyIn } from "./site";

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
});
