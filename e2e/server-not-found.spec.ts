// Each deploy target's answers for what is not there (see server.spec.ts): the designed 404 page,
// the SPA shell for an unknown ticker, and the build's helper files, which are no pages.
import { expect, test } from "./fixtures";

test.describe("not found", () => {
  test("an unknown path answers 404 with the designed page", async ({ request }) => {
    const response = await request.get("/no-such-page");
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain("Page not found");
  });

  test("an unknown ticker answers 404 with the SPA shell, which renders it in the browser", async ({ request }) => {
    for (const path of ["/play/unknown", "/play/404"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html, path).toContain('"isSpaMode":true');
      expect(html, path).toMatch(/<title>[^<]+<\/title>/);
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
