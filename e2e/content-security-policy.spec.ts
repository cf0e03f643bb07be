// No page breaks the Content-Security-Policy: every page, in a browser, until it has started. On
// the Node server only: every host sends the build's one policy, exactly (server.spec.ts checks it
// on each, e2e/server-targets.ts), over the same files, so what runs under it here runs there.
import { expect, test, waitForStart } from "./fixtures";
import { BROWSER_ROUTES } from "./server-checks";

// The browser reports 404 documents as console errors.
test.use({ allowedConsoleErrors: [/404/] });

test("no page breaks the Content-Security-Policy", async ({ page }) => {
  test.slow(); // every page, each until it has started (hydrated, or where the app waits, by the boot script)
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = violations;
    document.addEventListener("securitypolicyviolation", (event) =>
      violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  for (const path of [
    // These hand the visitor on at once (to /glow, or to the identity provider) and have no app to hydrate.
    ...BROWSER_ROUTES.filter((route) => !["/success", "/failure", "/signup", "/account"].includes(route)),
    "/play/unknown",
    "/nope",
    "/de/nope",
  ]) {
    const response = await page.goto(path, { waitUntil: "load" });
    expect(response?.headers()["content-security-policy"], path).toBeTruthy();
    await waitForStart(page);
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations), path).toEqual(
      [],
    );
  }
});
