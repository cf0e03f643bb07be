// The phone part of `npm run bench`: when each page is hydrated on the phone profile (median of
// runs, against the budget), and the "first press" table.
import { controls, firstPress, type PressResult } from "./first-press.ts";
import { hydratedAt, launchBrowser, phonePage } from "./phone-profile.ts";
import { budgets } from "./budgets.ts";
import { median, printTable } from "./table.ts";

export interface PhoneResults {
  hydratedMs: Record<string, number>;
  presses: PressResult[];
  failures: string[];
}

const seconds = (ms: number | null) => (ms === null ? "—" : `${(ms / 1000).toFixed(2)} s`);

export async function measurePhone(origin: string, services: string, paths: string[], runs: number) {
  const browser = await launchBrowser();
  const results: PhoneResults = { hydratedMs: {}, presses: [], failures: [] };
  try {
    for (const path of paths) {
      const times: number[] = [];
      for (let run = 0; run < runs; run++) {
        const page = await phonePage(browser);
        await page.goto(`${origin}${path}`, { waitUntil: "commit" });
        times.push(await hydratedAt(page));
        await page.context().close();
      }
      results.hydratedMs[path] = median(times);
    }
    for (const control of controls) results.presses.push(await firstPress(browser, control, origin, services));
  } finally {
    await browser.close();
  }

  const budget = budgets.phoneHydratedMs.max;
  printTable(
    ["hydrated on the phone profile (median of " + runs + ")", ...paths, "budget"],
    [["hydrated", ...paths.map((path) => seconds(results.hydratedMs[path]!)), `≤ ${seconds(budget)}`]],
  );
  for (const path of paths) {
    if (results.hydratedMs[path]! > budget)
      results.failures.push(`${path} hydrated at ${seconds(results.hydratedMs[path]!)}`);
  }
  printTable(
    ["first press", "page", "visible at", "did its job at", "app took over at", "result"],
    results.presses.map((press) => [
      press.control,
      press.path,
      seconds(press.visibleMs),
      seconds(press.doneMs),
      seconds(press.hydratedMs),
      press.doneMs === null
        ? "✗ lost"
        : press.hydratedMs === null || press.doneMs < press.hydratedMs
          ? "✓ before the app"
          : "✓",
    ]),
  );
  for (const press of results.presses) {
    if (press.doneMs === null) results.failures.push(`the first press of ${press.control} on ${press.path} was lost`);
  }
  return results;
}
