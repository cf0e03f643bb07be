// The Lighthouse pass of `npm run bench`: Lighthouse's mobile defaults (simulated slow 4G, 4× CPU)
// on every page of one list, round after round (each round audits every page once, so a busy
// moment of the machine falls on all of them alike), then each page's medians. The site's pages
// get every category in the first round; the rest measure performance only.
import lighthouse from "lighthouse";
import { median } from "./table.ts";

export type Row = Record<string, number>;

export interface AuditedPage {
  /** A name for the tables: the site's path, or a comparison page's name. */
  name: string;
  url: string;
  /** Also audit accessibility, best practices and SEO (first round only). */
  allCategories: boolean;
}

export interface LighthouseResults {
  /** Medians by page name. */
  results: Record<string, Row>;
  /** Every round's figures by page name, beside the medians: they vary a lot on a busy machine. */
  runs: Record<string, Row[]>;
  /** The main-thread time of each script (Lighthouse's bootup-time, ms, median), by page name: where to look. */
  scripts: Record<string, Record<string, number>>;
}

type Items<T> = { items?: T[] } | undefined;

/** What the tables read: the performance score's metrics and the main thread's breakdowns. */
const AUDITS = [
  "first-contentful-paint",
  "largest-contentful-paint",
  "total-blocking-time",
  "cumulative-layout-shift",
  "speed-index",
  "mainthread-work-breakdown",
  "bootup-time",
  "long-tasks",
  "network-requests",
  "total-byte-weight",
];

type NetworkRequest = { url?: string; resourceType?: string; transferSize?: number };

/**
 * The JavaScript a page fetched, as transferred (its HTML's inline scripts are not requests), from
 * `origin` only when given: a first visit's own JavaScript, not a third party's tag.
 */
export function scriptBytes(requests: NetworkRequest[], origin?: string): number {
  const from = (address = "") => origin === undefined || (URL.canParse(address) && new URL(address).origin === origin);
  return requests
    .filter((request) => request.resourceType === "Script" && from(request.url))
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
}

/** One Lighthouse run of `url` in the shared Chrome. */
async function audit(port: number, url: string, allCategories: boolean) {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    // The not-found page is sent with its 404, as the hosts send it.
    ignoreStatusCode: true,
    ...(allCategories
      ? { onlyCategories: ["performance", "accessibility", "best-practices", "seo"] }
      : { onlyAudits: AUDITS }),
  });
  const lhr = result!.lhr;
  const problem = lhr.runtimeError?.message ?? lhr.audits["largest-contentful-paint"]?.errorMessage;
  if (problem) console.warn(`\n${url}: ${problem}`);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const details = <T>(id: string) => (lhr.audits[id]?.details as Items<T>)?.items ?? [];
  const requests = details<NetworkRequest>("network-requests");
  const work = details<{ group?: string; duration?: number }>("mainthread-work-breakdown");
  const scripts = details<{ url?: string; scripting?: number; scriptParseCompile?: number }>("bootup-time");
  // Lighthouse's figures for its phone: the observed times, 4× (simulated throttling).
  const row: Row = {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: metric("first-contentful-paint"),
    lcpMs: metric("largest-contentful-paint"),
    tbtMs: metric("total-blocking-time"),
    // The main thread by Lighthouse's groups: scriptEvaluationMs, styleLayoutMs, parseHTMLMs, …
    scriptEvaluationMs: 0,
    ...Object.fromEntries(work.map((item) => [`${item.group}Ms`, item.duration ?? 0])),
    mainThreadMs: metric("mainthread-work-breakdown"),
    bootupMs: metric("bootup-time"),
    longestTaskMs: Math.max(0, ...details<{ duration?: number }>("long-tasks").map((task) => task.duration ?? 0)),
    cls: metric("cumulative-layout-shift"),
    transferBytes: metric("total-byte-weight"),
    jsTransferBytes: scriptBytes(requests),
    firstVisitJsBytes: scriptBytes(requests, new URL(url).origin),
    requests: requests.length,
    // Lighthouse's measure of this machine's speed: the times scale with it, so compare within a run.
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
  if (allCategories) {
    row.accessibility = Math.round((lhr.categories.accessibility?.score ?? 0) * 100);
    row.bestPractices = Math.round((lhr.categories["best-practices"]?.score ?? 0) * 100);
    row.seo = Math.round((lhr.categories.seo?.score ?? 0) * 100);
  }
  const byScript = Object.fromEntries(
    scripts.map((item) => [
      (item.url ?? "").replace(/^https?:\/\/[^/]+/, ""),
      (item.scripting ?? 0) + (item.scriptParseCompile ?? 0),
    ]),
  );
  return { row, byScript };
}

const measuredRuns = (runs: Row[]) => {
  const measured = runs.filter((run) => Number.isFinite(run.tbtMs));
  return measured.length ? measured : runs;
};

/** Audits every page `rounds` times, interleaved, in the Chrome listening on `port`. */
export async function auditPages(port: number, pages: AuditedPage[], rounds: number): Promise<LighthouseResults> {
  const runs: Record<string, Row[]> = {};
  const scriptRuns: Record<string, Record<string, number>[]> = {};
  for (let round = 0; round < rounds; round++) {
    for (const page of pages) {
      let measured = await audit(port, page.url, page.allCategories && round === 0);
      // A busy machine now and then loses a run's trace (NO_NAVSTART): try again, twice at most.
      for (let retry = 0; retry < 2 && !Number.isFinite(measured.row.tbtMs); retry++)
        measured = await audit(port, page.url, page.allCategories && round === 0);
      const { row, byScript } = measured;
      (runs[page.name] ??= []).push(row);
      (scriptRuns[page.name] ??= []).push(byScript);
      process.stdout.write(`\rLighthouse round ${round + 1}/${rounds}: ${page.name}`.padEnd(70));
    }
  }
  process.stdout.write("\n");
  const results: Record<string, Row> = {};
  const scripts: Record<string, Record<string, number>> = {};
  for (const [name, pageRuns] of Object.entries(runs)) {
    const keys = new Set(pageRuns.flatMap((run) => Object.keys(run)));
    results[name] = Object.fromEntries(
      // A run that failed all the same is left out; a page with no run left stays NaN, and fails.
      [...keys].map((key) => [key, median(measuredRuns(pageRuns).flatMap((run) => (key in run ? [run[key]!] : [])))]),
    );
    const urls = new Set(scriptRuns[name]!.flatMap((run) => Object.keys(run)));
    scripts[name] = Object.fromEntries(
      [...urls].map((url) => [url, median(scriptRuns[name]!.map((run) => run[url] ?? 0))]),
    );
  }
  return { results, runs, scripts };
}
