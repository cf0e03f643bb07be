// `npx tsx bench/profile.ts <url> [runs]`: where a page's main-thread time goes, for
// docs/decisions/015-main-thread-budget-against-a-template.md. Loads the page in a fresh context at 4× CPU
// slowdown (no network throttling) until the app marks it hydrated, plus a second, and prints the
// trace's main-thread events by kind and script, and V8's sampled self time by script, by source
// file (for a build made with BUILD_SOURCEMAPS=1) and by function; ms at 4×,
// mean of the runs. PROFILE_TASKS=1 lists each task over 12.5 ms (50 ms at 4×) instead, without the
// sampling profiler's own cost.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { originalPositionFor, TraceMap } from "@jridgewell/trace-mapping";
import { chromiumFlags, chromiumPath } from "../scripts/chromium.ts";

interface Profile {
  nodes: {
    id: number;
    children?: number[];
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  }[];
  samples: number[];
  timeDeltas: number[];
}
interface TraceEvent {
  name: string;
  ph: string;
  dur?: number;
  tid: number;
  ts: number;
  args?: { name?: string; data?: { url?: string } };
}

const [url, runsArg] = process.argv.slice(2);
if (!url) throw new Error("usage: tsx bench/profile.ts <url> [runs]");
const runs = Number(runsArg) || 3;
const tasksOnly = Boolean(process.env.PROFILE_TASKS);
const tables = {
  events: new Map<string, number>(),
  scripts: new Map(),
  sources: new Map(),
  functions: new Map(),
  inclusive: new Map(),
};
const add = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms);
const site = (address = "") => address.replace(/^https?:\/\/[^/]+/, "");

const maps = new Map<string, TraceMap | undefined>();
/** The source position of a built script's frame, where the build left a source map. */
function original(script: string, line: number, column: number) {
  if (!maps.has(script)) {
    const file = join(import.meta.dirname, "..", "build", "client", `${script}.map`);
    maps.set(script, existsSync(file) ? new TraceMap(readFileSync(file, "utf8")) : undefined);
  }
  const map = maps.get(script);
  const position = map && originalPositionFor(map, { line: line + 1, column });
  return position?.source
    ? { ...position, source: position.source.replace(/^.*node_modules\/|^(\.\.\/)+/, "") }
    : undefined;
}

const KINDS = ["v8.compile", "v8.compileModule", "v8.evaluateModule", "EvaluateScript", "FunctionCall", "TimerFire"];
const MORE_KINDS = [
  "EventDispatch",
  "FireAnimationFrame",
  "ParseHTML",
  "UpdateLayoutTree",
  "Layout",
  "Paint",
  "RunTask",
];

function addTrace(events: TraceEvent[]) {
  // Every renderer's main thread: the page's Cross-Origin-Opener-Policy may move it to a fresh process.
  const mains = new Set(events.filter((e) => e.args?.name === "CrRendererMain").map((e) => e.tid));
  const timed = events.filter((e) => e.ph === "X" && e.dur && mains.has(e.tid));
  for (const event of timed) {
    if ([...KINDS, ...MORE_KINDS].includes(event.name))
      add(tables.events, `${event.name} ${site(event.args?.data?.url)}`, event.dur! / 1000);
    if (!tasksOnly || event.name !== "RunTask" || event.dur! <= 12_500) continue;
    const { ts: start, dur: length } = event;
    const inside = timed.filter(
      ({ tid, ts, name }) =>
        tid === event.tid &&
        ts >= start &&
        ts < start + length! &&
        [...KINDS, ...MORE_KINDS.slice(0, -1)].includes(name),
    );
    const parts = inside.map(
      (child) => `${child.name} ${site(child.args?.data?.url)} ${(child.dur! / 1000).toFixed(0)}`,
    );
    console.log(`task ${(event.dur! / 1000).toFixed(0)} ms: ${parts.slice(0, 8).join(" | ")}`);
  }
}

function addProfile(profile: Profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const parents = new Map(profile.nodes.flatMap((node) => (node.children ?? []).map((child) => [child, node.id])));
  const nameOf = (frame: Profile["nodes"][number]["callFrame"]) => {
    const script = site(frame.url);
    const position = script.startsWith("/assets/") ? original(script, frame.lineNumber, frame.columnNumber) : undefined;
    return `${frame.functionName || "(anonymous)"} ${position ? `${position.source}:${position.line}` : `${script}:${frame.lineNumber}`}`;
  };
  profile.samples.forEach((id, index) => {
    const frame = nodes.get(id)!;
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
      const name = nameOf(nodes.get(at)!);
      if (!seen.has(name)) add(tables.inclusive, name, (profile.timeDeltas[index] ?? 0) / 1000);
      seen.add(name);
    }
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    const script = site(frame.url) || `(${frame.functionName || "native"})`;
    const position = script.startsWith("/assets/") ? original(script, frame.lineNumber, frame.columnNumber) : undefined;
    add(tables.scripts, script, ms);
    if (position) add(tables.sources, position.source, ms);
    const where = position
      ? `${position.source}:${position.line} ${position.name ?? ""}`
      : `${script}:${frame.lineNumber}`;
    add(tables.functions, `${frame.functionName || "(anonymous)"} ${where}`, ms);
  });
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    if (!tasksOnly) {
      await cdp.send("Profiler.enable");
      await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
      await cdp.send("Profiler.start");
    }
    await browser.startTracing(page, {
      categories: ["devtools.timeline", "v8", "disabled-by-default-devtools.timeline"],
    });
    await page.goto(url, { waitUntil: "load" });
    await page
      .waitForFunction(() => performance.getEntriesByName("hydrated").length > 0, undefined, { timeout: 30_000 })
      .catch(() => console.warn("The page never marked itself hydrated."));
    await page.waitForTimeout(1000);
    addTrace((JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents);
    if (!tasksOnly) addProfile(((await cdp.send("Profiler.stop")) as { profile: Profile }).profile);
    await context.close();
  }
} finally {
  await browser.close();
}

const top = (map: Map<string, number>, count: number) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, ms]) => `${(ms / runs).toFixed(0).padStart(6)} ms  ${key}`)
    .join("\n");
console.log(`Trace events on the main thread (inclusive):\n${top(tables.events, 25)}`);
if (!tasksOnly) {
  console.log(`\nSampled self time by script:\n${top(tables.scripts, 12)}`);
  if (tables.sources.size) console.log(`\nBy source file:\n${top(tables.sources, 20)}`);
  console.log(`\nBy function:\n${top(tables.functions, 30)}`);
  console.log(
    `\nBy function, with what it calls:\n${top(tables.inclusive, Number(process.env.PROFILE_INCLUSIVE) || 40)}`,
  );
}
