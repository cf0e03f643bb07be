// The owner's plan on /owner/experiment: the smallest lifts worth having, set in a form and kept in
// the page's address, asked of the API; the sample a headline needs and the days left; the verdict
// "no difference worth having"; a lift in the address that is none. The API's own statistics answer
// for it, on counts large enough to conclude.
import { plannedLifts } from "../api/experiment/experiment-routes";
import { readout as computeReadout } from "../api/experiment/readout";
import { axeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { screenshot, signInAsOwner } from "./owner";

// The owner's account is made by the first test that signs them up: the provider refuses the next (400).
test.use({ allowedConsoleErrors: [/status of 400/] });

test("plans how long to keep going at the lifts the owner sets, and says when no difference is worth having", async ({
  page,
}) => {
  // Fifty thousand visitors a headline: B's trials within a point of A's, C's more by a fifth.
  const counts = (trials: number) => ({
    visits: 150_000,
    visitors: 50_000,
    trials,
    paid: trials / 2,
    revenue: { n: 50_000, sum: trials * 3, sumSquares: trials * 18 },
  });
  const since = new Date("2026-10-01T00:00:00.000Z");
  const until = new Date("2026-11-30T23:59:59.999Z");
  const asked: string[] = [];
  await page.route(/\/api\/experiment(\?|$)/, (route) => {
    const query = new URL(route.request().url()).searchParams;
    asked.push(query.toString());
    const lifts = plannedLifts.parse(Object.fromEntries(query));
    const days = [{ day: "2026-10-01", variant: "A" as const, visits: 3, visitors: 1, trials: 0, paid: 0, revenue: 0 }];
    const counted = { A: counts(3000), B: counts(3020), C: counts(3600) };
    return route.fulfill({
      json: computeReadout({ arms: counted, days, refusedBeacons: 0, codes: [] }, since, until, lifts),
    });
  });
  await signInAsOwner(page);
  await page.goto("/owner/experiment");
  const verdicts = page.getByTestId("verdicts");
  await expect(verdicts.getByText("No difference in trials worth having between B and A")).toBeVisible();
  await expect(verdicts.getByText("C starts more trials than A.")).toBeVisible();
  expect(asked).toEqual([""]);

  // The plan at the defaults: each figure's lift, A's rate, the sample a headline needs, reached.
  const plan = page.getByTestId("plan-table");
  const trials = plan.locator('tr[data-metric="trialRate"]');
  await expect(trials.locator("td").nth(0)).toHaveText("20.0%");
  await expect(trials.locator("td").nth(1)).toHaveText("6.0%");
  await expect(trials.locator("td").nth(4)).toHaveText("Reached");
  // Each number explained: the power as the chance it is, the pace the days left are counted at.
  await expect(page.getByTestId("plan")).toContainText("the verdicts say so in 80% of experiments");
  await expect(page.getByTestId("plan")).toContainText("about 820 visitors a day each");
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, "plan and verdicts at 390 px");
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, "plan and verdicts at 1280 px");

  // A smaller lift worth having: asked of the API, kept in the address, a larger sample, no such verdict.
  const needed = Number((await trials.locator("td").nth(2).innerText()).replace(/\D/g, ""));
  await page.getByRole("spinbutton", { name: "Trial rate" }).fill("2.5");
  await page.getByRole("button", { name: "Update the plan" }).click();
  await expect(page).toHaveURL(/\?trialLift=2\.5&paidLift=20&revenueLift=20$/);
  await expect(trials.locator("td").nth(0)).toHaveText("2.5%");
  expect(asked.at(-1)).toBe("trialLift=2.5&paidLift=20&revenueLift=20");
  const smaller = Number((await trials.locator("td").nth(2).innerText()).replace(/\D/g, ""));
  expect(smaller / needed).toBeGreaterThan(40);
  await expect(verdicts.getByText("No difference in trials worth having between B and A")).toHaveCount(0);
  await expect(page.getByRole("spinbutton", { name: "Trial rate" })).toHaveValue("2.5");

  // An address with a lift that is none: said, and the default asked for instead.
  await page.goto("/owner/experiment?trialLift=abc&paidLift=10");
  await expect(page.getByRole("alert")).toContainText("“abc”");
  await expect(trials.locator("td").nth(0)).toHaveText("20.0%");
  expect(asked.at(-1)).toBe("paidLift=10");
  await page.getByRole("link", { name: "Back to the defaults" }).click();
  await expect(page).toHaveURL(/\/owner\/experiment$/);
  await expect(page.getByRole("alert")).toHaveCount(0);
});
