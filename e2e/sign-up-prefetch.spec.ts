// The sign-up hand-off is ready before the press: every page prefetches `/signup` in its language
// (app/features/sign-up/sign-up-prefetch.tsx), and one copy serves every sign-up link's query, as
// the hosts' No-Vary-Search header allows (e2e/server-transfer.spec.ts checks it on each host).
import type { CDPSession } from "@playwright/test";
import { expect, test } from "./fixtures";
import { IDENTITY_ORIGIN } from "./identity";

interface PrefetchStatus {
  prefetchUrl: string;
  status: "Pending" | "Running" | "Ready" | "Success" | "Failure" | "NotSupported";
}

/** Chromium's reports on the page's prefetches, through the DevTools protocol. */
async function prefetchReports(cdp: CDPSession) {
  const reports: PrefetchStatus[] = [];
  cdp.on("Preload.prefetchStatusUpdated", (event: PrefetchStatus) => reports.push(event));
  await cdp.send("Preload.enable");
  return {
    reports,
    reached: (url: string, status: PrefetchStatus["status"]) =>
      expect.poll(() => reports.some((report) => report.prefetchUrl === url && report.status === status)).toBe(true),
  };
}

test("a sign-up press opens the hand-off the page prefetched, whatever the link's query", async ({ page, baseURL }) => {
  const prefetches = await prefetchReports(await page.context().newCDPSession(page));
  await page.goto("/de/pricing");
  const handOff = `${baseURL}/de/signup`;
  await prefetches.reached(handOff, "Ready");

  const leaving = page.waitForRequest(
    (request) => request.isNavigationRequest() && request.url().startsWith(`${IDENTITY_ORIGIN}/authorize?`),
  );
  await page.getByRole("banner").getByRole("link", { name: "Registrieren" }).click();
  await leaving;
  // Used for /de/signup?from=header: no second request for the page.
  await prefetches.reached(handOff, "Success");
  expect(prefetches.reports.filter((report) => report.status === "Failure")).toEqual([]);
});

test("the hand-off itself, which never hydrates, prefetches nothing", async ({ request }) => {
  const rules = '<script type="speculationrules">';
  expect(await (await request.get("/pricing")).text()).toContain(rules);
  expect(await (await request.get("/signup?from=header")).text()).not.toContain(rules);
});
