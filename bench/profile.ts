// `npx tsx bench/profile.ts <url> [runs]`: where a page's main-thread time goes, for
// docs/decisions/015-main-thread-budget-against-a-template.md. Loads the page in a fresh context at 4× CPU
// slowdown (no network throttling; PROFILE_PHONE=1: the whole phone profile, bench/phone-profile.ts)
// until the app marks it hydrated, or, where the app does not run for this visitor (a first visit
// without a session: docs/decisions/017-app-when-needed.md), until its `load`; then a second more.
// Prints the main thread's time by Lighthouse's groups (self time, as its mainthread-work-breakdown
// counts), the trace's events by kind and script, and V8's sampled self time by script, by source
// file and by function; the inline scripts (the boot script among them) by their source files and
// functions too (source files: a build made with BUILD_SOURCEMAPS=1), each sample counted to the innermost
// inline-script function on its stack (what it calls of the browser included), at the page's
// parse or later (bench/profile-tables.ts). ms at 4×, mean of the runs. PROFILE_TASKS=1 lists each
// task over 12.5 ms (50 ms at 4×) instead, without the sampling profiler's own cost.
// PROFILE_BUILD=<a build/client>: that build's source maps name the frames.
import { join } from "node:path";
import { chromium, type Browser, type Page } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "../scripts/chromium.ts";
import { inlineScriptsOf } from "./inline-script-maps.ts";
import { phonePage, phoneProfile } from "./phone-profile.ts";
import { profileTables, type Profile, type TraceEvent } from "./profile-tables.ts";

const [url, runsArg] = process.argv.slice(2);
if (!url) throw new Error("usage: tsx bench/profile.ts <url> [runs]");
const runs = Number(runsArg) || 3;
const tasksOnly = Boolean(process.env.PROFILE_TASKS);
const onPhone = Boolean(process.env.PROFILE_PHONE);
const clientDir = process.env.PROFILE_BUILD ?? join(import.meta.dirname, "..", "build", "client");
const tables = profileTables({ clientDir, tasksOnly });
const moments = { load: 0, hydrated: 0, appRan: 0 };

/** A fresh page: the phone's, or a 412×823 one at 4× CPU with the network as it is. */
async function freshPage(browser: Browser): Promise<Page> {
  if (onPhone) return phonePage(browser);
  const context = await browser.newContext({ viewport: phoneProfile.viewport, isMobile: true });
  const page = await context.newPage();
  await (await context.newCDPSession(page)).send("Emulation.setCPUThrottlingRate", { rate: 4 });
  return page;
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  for (let run = 0; run < runs; run++) {
    const page = await freshPage(browser);
    const cdp = await page.context().newCDPSession(page);
    if (!tasksOnly) {
      await cdp.send("Profiler.enable");
      await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
      await cdp.send("Profiler.start");
    }
    await browser.startTracing(page, {
      categories: ["devtools.timeline", "v8", "toplevel", "disabled-by-default-devtools.timeline"],
    });
    const response = await page.goto(url, { waitUntil: "load" });
    const profiled = {
      url: page.url(),
      scripts: inlineScriptsOf(clientDir, (await response?.text()) ?? ""),
    };
    if (await page.evaluate(() => !document.documentElement.hasAttribute("data-app-when-needed"))) {
      moments.appRan++;
      await page
        .waitForFunction(() => performance.getEntriesByName("hydrated").length > 0, undefined, { timeout: 60_000 })
        .catch(() => console.warn("The page never marked itself hydrated."));
    }
    const [load, hydrated] = await page.evaluate(() => [
      performance.getEntriesByType("navigation")[0]?.toJSON().loadEventEnd as number,
      performance.getEntriesByName("hydrated")[0]?.startTime ?? 0,
    ]);
    moments.load += load ?? 0;
    moments.hydrated += hydrated ?? 0;
    await page.waitForTimeout(1000);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    const windows = tables.addTrace(trace.traceEvents, profiled);
    if (!tasksOnly)
      tables.addProfile(((await cdp.send("Profiler.stop")) as { profile: Profile }).profile, profiled, windows);
    await page.context().close();
  }
} finally {
  await browser.close();
}

const ms = (value: number) => (value / runs).toFixed(0);
console.log(
  `${url}${onPhone ? " on the phone profile" : " at 4× CPU"}, ${runs} runs: load at ${ms(moments.load)} ms; ` +
    (moments.appRan
      ? `the app ran in ${moments.appRan}, hydrated at ${(moments.hydrated / moments.appRan).toFixed(0)} ms`
      : "the app did not run"),
);
tables.print(runs);
