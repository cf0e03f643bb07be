// The phone part of `npm run bench`: when each page is hydrated on the phone profile (median of
// runs, against the budget), the "first press" table: each control pressed as soon as it is
// painted, how long the visitor waited until it did its job (median of runs), and whether it did;
// and how long a payer's return takes to the welcome (payer-return.ts).
import { controls, firstPress, type PressResult } from "./first-press.ts";
import { measurePayerReturn, payers, type Payer } from "./payer-return.ts";
import { hydratedAt, launchBrowser, phonePage } from "./phone-profile.ts";
import { budgets } from "./budgets.ts";
import { pageFlags } from "../app/shared/page/page-flags.ts";
import { median, printTable } from "./table.ts";

export interface PhoneResults {
  hydratedMs: Record<string, number>;
  /** Pages measured for a visitor with a session: the app runs there only for one (appWhenNeeded). */
  withSession: string[];
  /** Every press of every run. */
  presses: PressResult[];
  /** From `/success?session_id=…` to `/glow`'s welcome (median). */
  payerReturnMs?: Record<Payer, number>;
  failures: string[];
}

const seconds = (ms: number | null) => (ms === null ? "—" : `${(ms / 1000).toFixed(2)} s`);
const medianOrNull = (values: (number | null)[]) =>
  values.some((value) => value === null) ? null : median(values as number[]);
const waited = (press: PressResult) => (press.doneMs === null ? null : Math.max(0, press.doneMs - press.pressedMs));

/** Whether the page runs the app only for a visitor it has work for: its hydration is a signed-in visitor's. */
async function appWhenNeeded(url: string): Promise<boolean> {
  const html = await (await fetch(url)).text();
  return new RegExp(`<html[^>]* ${pageFlags.appWhenNeeded}`).test(html);
}

/** Where Node reads the pages (the site server's own origin, when the browser goes through a TLS front), and the browser's flags. */
interface PhoneOptions {
  plainOrigin?: string;
  browserArgs?: string[];
}

export async function measurePhone(
  origin: string,
  services: string,
  paths: string[],
  runs: number,
  { plainOrigin = origin, browserArgs = [] }: PhoneOptions = {},
) {
  const browser = await launchBrowser(browserArgs);
  const results: PhoneResults = { hydratedMs: {}, withSession: [], presses: [], failures: [] };
  try {
    for (const path of paths) {
      const times: number[] = [];
      const sessionNote = await appWhenNeeded(`${plainOrigin}${path}`);
      if (sessionNote) results.withSession.push(path);
      for (let run = 0; run < runs; run++) {
        const page = await phonePage(browser, { sessionNote });
        await page.goto(`${origin}${path}`, { waitUntil: "commit" });
        times.push(await hydratedAt(page));
        await page.context().close();
      }
      results.hydratedMs[path] = median(times);
    }
    for (const control of controls) {
      for (let run = 0; run < runs; run++) results.presses.push(await firstPress(browser, control, origin, services));
    }
    results.payerReturnMs = await measurePayerReturn(browser, origin, services, runs);
  } finally {
    await browser.close();
  }

  const budget = budgets.phoneHydratedMs.max;
  printTable(
    [
      `hydrated on the phone profile (median of ${runs}; * with a session)`,
      ...paths.map((path) => (results.withSession.includes(path) ? `${path} *` : path)),
      "budget",
    ],
    [["hydrated", ...paths.map((path) => seconds(results.hydratedMs[path]!)), `≤ ${seconds(budget)}`]],
  );
  for (const path of paths) {
    if (results.hydratedMs[path]! > budget)
      results.failures.push(`${path} hydrated at ${seconds(results.hydratedMs[path]!)}`);
  }

  const loginBudget = budgets.phonePressToHostedLoginMs.max;
  const rows = controls.map((control) => {
    const presses = results.presses.filter((press) => press.control === control.name);
    const wait = medianOrNull(presses.map(waited));
    if (wait === null) results.failures.push(`a first press of ${control.name} on ${control.path} was lost`);
    else if (control.signUp && wait > loginBudget)
      results.failures.push(`${control.name}: press → hosted login ${seconds(wait)} (median)`);
    return [
      control.name,
      control.path,
      seconds(median(presses.map((press) => press.pressedMs))),
      seconds(wait),
      control.signUp ? `≤ ${seconds(loginBudget)}` : "",
      seconds(medianOrNull(presses.map((press) => press.hydratedMs))),
      wait === null ? "✗ lost" : "✓",
    ];
  });
  printTable(
    [
      `first press (median of ${runs})`,
      "page",
      "pressed at",
      "press → left or done",
      "budget",
      "app took over at",
      "result",
    ],
    rows,
  );
  printTable(
    [`a payer's return, cache-less (median of ${runs})`, "/success → welcome"],
    payers.map((payer) => [payer, seconds(results.payerReturnMs![payer])]),
  );
  return results;
}
