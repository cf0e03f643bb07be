import { expect, test } from "./fixtures";

// The browser reports the 404 document response as a console error.
test.use({ allowedConsoleErrors: [/404/] });

const unknownPaths = {
  "an unknown page": "/does-not-exist",
  "a path under a real page": "/pricing/extra",
  "a malformed escape": "/%E0%A4%A",
  "a very long path": `/${"long-path-segment/".repeat(200)}end`,
  // The build's prerendered copy of this page is no page of its own either.
  "the not-found page's own path": "/404",
};

for (const [what, path] of Object.entries(unknownPaths)) {
  test(`${what} answers 404 with the designed not-found page`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);

    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(main.getByRole("link", { name: /home/i })).toHaveAttribute("href", "/");
    await expect(main.getByRole("link", { name: /pricing/i })).toHaveAttribute("href", "/pricing");
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByText("Unexpected Application Error!")).toHaveCount(0);
  });
}
