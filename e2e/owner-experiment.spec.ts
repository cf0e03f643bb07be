// The owner's readout of the headline experiment (/owner/experiment): visitors who land, agree to
// analytics, start the research's trial and pay, then the owner reads the figures the site's API
// computed, from the link in their account menu; and its verdicts on counts large enough to conclude.
import type { Browser, Page } from "@playwright/test";
import type { ExperimentReadout, Headline } from "../app/contracts/experiment-api";
import { axeViolations } from "./axe";
import { expect, readVisitorStorage, test, waitForStart } from "./fixtures";
import { downloaded, OWNER, screenshot, signInAsOwner } from "./owner";
import { acceptTerms, SERVICES_ORIGIN } from "./payments";
import { readout as computeReadout } from "../api/experiment/readout";

const PERSONS_BROWSER =
  "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0 Mobile Safari/537.36";

// The owner's account is made by the first test that signs them up: the provider refuses the next (400).
test.use({ allowedConsoleErrors: [/status of 400/] });

/** The owner's page, opened from their account menu; answers the readout the page was given. */
async function openReadout(page: Page): Promise<ExperimentReadout> {
  const answer = page.waitForResponse((response) => response.url().endsWith("/api/experiment"));
  await page
    .getByRole("banner")
    .getByRole("button", { name: `Account: ${OWNER.name}` })
    .click();
  await page.getByRole("banner").getByRole("link", { name: "Headline experiment" }).click();
  await expect(page).toHaveURL(/\/owner\/experiment$/);
  const readout = (await (await answer).json()) as ExperimentReadout;
  await expect(page.getByTestId("experiment-readout")).toBeVisible();
  return readout;
}

/**
 * A new visitor lands, agrees to analytics and, if asked, starts the research's trial through the
 * paywall's payment link with their own email; answers their first headline and that email.
 */
async function visitor(browser: Browser, { buys }: { buys: boolean }) {
  // A person's browser: the API counts no headless one (a bot's).
  const context = await browser.newContext({ userAgent: PERSONS_BROWSER });
  const page = await context.newPage();
  await page.goto("/");
  await waitForStart(page);
  const recorded = page.waitForResponse(
    (response) => response.url().endsWith("/api/exposures") && /"first"/.test(response.request().postData() ?? ""),
  );
  await page.getByRole("region", { name: "Analytics cookies" }).getByRole("button", { name: "Accept" }).click();
  expect((await recorded).status()).toBe(204);
  const { version } = await readVisitorStorage(page);
  const email = `reader-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  if (buys) {
    await page.goto("/play/tsla");
    await waitForStart(page);
    await page.getByRole("link", { name: /Monthly/ }).click();
    await page.waitForURL(`${SERVICES_ORIGIN}/checkout/paywall-monthly?**`);
    await page.getByLabel("Email").fill(email);
    await acceptTerms(page);
    await page.getByRole("button", { name: /^Pay / }).first().click();
    await page.waitForURL(/\/glow/);
  }
  await context.close();
  return { headline: version as Headline, email };
}

const arm = (readout: ExperimentReadout, variant: Headline) => readout.arms.find((entry) => entry.variant === variant)!;

test("the owner reads the experiment after visitors land, start trials and pay", async ({ page, browser, request }) => {
  test.slow(); // three visitors' visits and checkouts, then the owner's sign-in
  await signInAsOwner(page);
  const before = await openReadout(page);

  const visitors = [
    await visitor(browser, { buys: true }),
    await visitor(browser, { buys: true }),
    await visitor(browser, { buys: false }),
  ];
  // The first buyer's trial ends and their first payment comes; the second's trial still runs.
  const clock = await request.post(`${SERVICES_ORIGIN}/test-clock/advance`, {
    data: { email: visitors[0]!.email, days: 8 },
  });
  expect(clock.status()).toBe(200);

  const answer = page.waitForResponse((response) => response.url().endsWith("/api/experiment"));
  await page.reload();
  const after = (await (await answer).json()) as ExperimentReadout;
  // Other tests land visitors too: at least ours are counted, each under their first headline.
  const ours = (key: "visitors" | "trials" | "paid", variant: Headline) =>
    visitors.filter((one, index) =>
      one.headline !== variant ? false : key === "visitors" || (key === "trials" ? index < 2 : index === 0),
    ).length;
  for (const variant of ["A", "B", "C"] as const) {
    for (const key of ["visitors", "trials", "paid"] as const) {
      expect(arm(after, variant)[key] - arm(before, variant)[key], `${key} of ${variant}`).toBeGreaterThanOrEqual(
        ours(key, variant),
      );
    }
  }
  const paidHeadline = visitors[0]!.headline;
  expect(arm(after, paidHeadline).revenue.sum).toBeGreaterThan(arm(before, paidHeadline).revenue.sum);

  // The table says what the API said, in the page's words.
  const table = page.getByTestId("readout-table");
  for (const entry of after.arms) {
    const row = table.locator(`tr[data-variant="${entry.variant}"]`);
    await expect(row.locator("td").nth(1)).toHaveText(String(entry.visitors));
    // Our visitors were all seen today: their trials, or the time to start one, have not ended.
    await expect(row.locator("td").nth(2)).toHaveText(String(entry.maturing));
    expect(entry.maturing).toBeGreaterThanOrEqual(ours("visitors", entry.variant));
  }
  await expect(table.locator('tr[data-variant="A"] th')).toContainText("Turn your photos into a song");
  await expect(page.getByTestId("verdicts")).toContainText("Not enough data yet");
  await expect(page.getByTestId("visitors-chart")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, "readout at 390 px");
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, "readout at 1280 px");
  await page.setViewportSize({ width: 320, height: 720 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  // The daily counts as a file: the header, and a row for each headline of today's visits, whose trials run.
  const daily = await downloaded(page, "Download the daily counts (CSV)");
  expect(daily.name).toMatch(/^headline-experiment-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(daily.lines[0]).toBe(
    "day,headline,visits,visitors,trials,paid,revenue_usd_net_of_tax_and_refunds,all_trials_ended",
  );
  const today = daily.lines.find((line) =>
    line.startsWith(`${new Date().toISOString().slice(0, 10)},${paidHeadline},`),
  );
  expect(today).toMatch(/,no$/);
  // The summary: a row per headline and figure, the visitors still in their trial among them.
  const summary = await downloaded(page, "Download the summary per headline (CSV)");
  expect(summary.name).toMatch(/^headline-experiment-summary-\d{4}-\d{2}-\d{2}\.csv$/);
  const header = summary.lines[0]!.split(",");
  expect(header.slice(0, 4)).toEqual(["headline", "figure", "visitors_counted", "visitors_in_trial"]);
  expect(header).toContain("always_valid_low");
  const rows = summary.lines.slice(1, -1).map((line) => line.split(","));
  expect(rows).toHaveLength(9);
  const paidRow = rows.find((row) => row[0] === paidHeadline && row[1] === "paid_rate")!;
  expect(Number(paidRow[3])).toBe(arm(after, paidHeadline).maturing);
});

test("says what can be concluded, and raises the sample ratio alarm in red", async ({ page }) => {
  // The API's own statistics on counts large enough to conclude: B brings more money, C fewer trials.
  const counts = (visitors: number, trials: number, paid: number, sum: number, sumSquares: number) => ({
    visits: visitors * 3,
    visitors,
    trials,
    paid,
    revenue: { n: visitors, sum, sumSquares },
  });
  const readout = computeReadout(
    {
      arms: {
        A: counts(2000, 200, 100, 1200, 14_400),
        B: counts(2400, 260, 190, 2280, 27_400),
        C: counts(1900, 120, 95, 1140, 13_700),
      },
      days: [
        { day: "2026-11-25", variant: "A", visits: 3000, visitors: 1000, trials: 100, paid: 50, revenue: 600 },
        { day: "2026-11-26", variant: "A", visits: 3000, visitors: 1000, trials: 100, paid: 50, revenue: 600 },
        { day: "2026-11-25", variant: "B", visits: 3600, visitors: 1200, trials: 130, paid: 95, revenue: 1140 },
        { day: "2026-11-26", variant: "B", visits: 3600, visitors: 1200, trials: 130, paid: 95, revenue: 1140 },
        { day: "2026-11-26", variant: "C", visits: 5700, visitors: 1900, trials: 120, paid: 95, revenue: 1140 },
      ],
      refusedBeacons: 1234,
      codes: [
        { code: "LAUNCH20", subscriptions: 40, payments: 95, revenue: 456, discount: 114 },
        { code: null, subscriptions: 120, payments: 200, revenue: 1200, discount: 0 },
      ],
    },
    new Date("2026-11-25T00:00:00.000Z"),
    new Date("2026-11-26T23:59:59.999Z"),
  );
  expect(readout.srm.alarm).toBe(true);
  await page.route("**/api/experiment", (route) => route.fulfill({ json: readout }));
  await signInAsOwner(page);
  await page.goto("/de/owner/experiment");
  await page
    .getByRole("complementary", { name: "This page is also in English." })
    .getByRole("button", { name: "No, thanks" })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Headline-Experiment");
  const verdicts = page.getByTestId("verdicts");
  const alarm = verdicts.locator('[data-verdict="sample-ratio"]');
  await expect(alarm).toBeVisible();
  await expect(alarm).toHaveCSS("color", "rgb(185, 28, 28)");
  await expect(verdicts.locator('[data-verdict="more"]').first()).toBeVisible();
  await expect(verdicts.locator('[data-verdict="not-enough"]')).toHaveCount(0);
  // Beside the alarm, the beacons the per-source limit refused, in the page's language.
  await expect(page.getByTestId("refused-beacons")).toContainText("Zeitraum: 1.234.");
  // The sales by campaign code: a row per code, the sales without one last, in German figures.
  const codes = page.getByTestId("code-table");
  await expect(codes.locator('tr[data-code="LAUNCH20"]')).toContainText("456,00 $");
  await expect(codes.locator('tr[data-code="LAUNCH20"]')).toContainText("114,00 $");
  await expect(codes.locator("tbody tr").last()).toContainText("Ohne Code");
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, "a readout that concludes, in German");
});
