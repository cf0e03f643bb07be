// The Lighthouse pass of `npm run bench`: each page audited `runs` times in the shared Chrome
// (medians, and every run's total blocking time), then the host's floor (bench/host-floor.ts).
import lighthouse from "lighthouse";
import { firstLoadJs } from "./first-load-js.ts";
import { startFloorServer } from "./host-floor.ts";
import { median } from "./table.ts";

type Row = Record<string, number>;

export interface LighthouseResults {
  results: Record<string, Row>;
  /** Every run's total blocking time, beside the medians: it varies a lot on a busy machine. */
  tbtRunsMs: Record<string, number[]>;
  /** The same for a page with nothing on it (bench/host-floor.ts): what this host costs before the site adds anything. */
  floorTbtMs: number[];
}

/** One Lighthouse run of `url` in the shared Chrome. */
async function audit(port: number, url: string): Promise<Row> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  });
  const lhr = result!.lhr;
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests =
    (lhr.audits["network-requests"]?.details as { items?: { resourceType?: string; transferSize?: number }[] })
      ?.items ?? [];
  // Main-thread tasks as Lighthouse models them on its phone (4× the observed time), over 50 ms.
  const longTasks = (lhr.audits["long-tasks"]?.details as { items?: { duration?: number }[] })?.items ?? [];
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: metric("first-contentful-paint"),
    lcpMs: metric("largest-contentful-paint"),
    tbtMs: metric("total-blocking-time"),
    longestTaskMs: Math.max(0, ...longTasks.map((task) => task.duration ?? 0)),
    // Lighthouse's measure of this machine's speed: TBT scales with it, so compare runs on like hosts.
    benchmarkIndex: lhr.environment.benchmarkIndex,
    cls: metric("cumulative-layout-shift"),
    speedIndexMs: metric("speed-index"),
    transferBytes: metric("total-byte-weight"),
    jsTransferBytes: requests
      .filter((r) => r.resourceType === "Script")
      .reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    requests: requests.length,
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    bestPractices: Math.round((lhr.categories["best-practices"]?.score ?? 0) * 100),
    seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
  };
}

/** Audits each page at `origin` (Chrome's debugging `port`), then the floor page served from `clientDir`. */
export async function auditPages(
  port: number,
  origin: string,
  clientDir: string,
  pages: { path: string; html: string }[],
  runs: number,
): Promise<LighthouseResults> {
  const measured: LighthouseResults = { results: {}, tbtRunsMs: {}, floorTbtMs: [] };
  for (const page of pages) {
    const pageRuns: Row[] = [];
    for (let run = 0; run < runs; run++) pageRuns.push(await audit(port, `${origin}${page.path}`));
    const row: Row = {};
    for (const key of Object.keys(pageRuns[0]!)) row[key] = median(pageRuns.map((r) => r[key]!));
    measured.tbtRunsMs[page.path] = pageRuns.map((r) => r.tbtMs!);
    const js = firstLoadJs(clientDir, page.html);
    row.firstLoadJsBrotliBytes = js.brotliBytes;
    row.firstLoadJsGzipBytes = js.gzipBytes;
    measured.results[page.path] = row;
  }
  const floor = await startFloorServer(clientDir);
  try {
    for (let run = 0; run < runs; run++) measured.floorTbtMs.push((await audit(port, `${floor.origin}/`)).tbtMs!);
  } finally {
    floor.server.close();
  }
  return measured;
}
