// The tables of bench/profile.ts: a page's main-thread trace and V8's samples, added up over the
// runs and printed as means (ms at the CPU slowdown). An inline script's frames are named by its
// source map (bench/inline-script-maps.ts).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { originalPositionFor, TraceMap } from "@jridgewell/trace-mapping";
import { MainThreadTasks } from "lighthouse/core/lib/tracehouse/main-thread-tasks.js";
import { inlineOrigin, sourceName, type ProfiledPage } from "./inline-script-maps.ts";

export interface Profile {
  nodes: { id: number; children?: number[]; callFrame: CallFrame }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}
interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
export interface TraceEvent {
  name: string;
  ph: string;
  dur?: number;
  pid: number;
  tid: number;
  ts: number;
  args?: { name?: string; data?: { url?: string; lineNumber?: number; columnNumber?: number } };
}
/** When an inline script ran at the page's parse (µs, the trace's clock and the profiler's). */
type Window = { script: string; from: number; to: number };

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
const RUNS_AT_PARSE = ["v8.compile", "EvaluateScript", "v8.evaluateModule"];

const add = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms);
const site = (address = "") => address.replace(/^https?:\/\/[^/]+/, "");
/** When a trace event starts and ends, in the trace's microseconds. */
const startOf = ({ ts }: TraceEvent) => ts;
const endOf = ({ ts, dur }: TraceEvent) => ts + (dur ?? 0);
export function profileTables({ clientDir, tasksOnly }: { clientDir: string; tasksOnly: boolean }) {
  const tables = {
    groups: new Map<string, number>(),
    inlineRuns: new Map<string, number>(),
    events: new Map<string, number>(),
    scripts: new Map<string, number>(),
    sources: new Map<string, number>(),
    functions: new Map<string, number>(),
    inclusive: new Map<string, number>(),
    inlineSources: new Map<string, number>(),
    inlineFunctions: new Map<string, number>(),
    inlineInclusive: new Map<string, number>(),
  };
  const maps = new Map<string, TraceMap | undefined>();
  /** The source position of a built script's frame, where the build left a source map. */
  function original(script: string, line: number, column: number) {
    if (!maps.has(script)) {
      const file = join(clientDir, `${script}.map`);
      maps.set(script, existsSync(file) ? new TraceMap(readFileSync(file, "utf8")) : undefined);
    }
    const map = maps.get(script);
    const position = map && originalPositionFor(map, { line: line + 1, column });
    return position?.source ? { ...position, source: sourceName(position.source) } : undefined;
  }

  /** Adds a run's trace; answers when its inline scripts ran at the page's parse, for its samples. */
  function addTrace(events: TraceEvent[], page: ProfiledPage): Window[] {
    // Every renderer's main thread: the page's Cross-Origin-Opener-Policy may move it to a fresh process.
    const thread = (e: TraceEvent) => `${e.pid}:${e.tid}`;
    const mains = new Set(events.filter((e) => e.args?.name === "CrRendererMain").map(thread));
    const onMain = events.filter((e) => mains.has(thread(e)));
    for (const main of mains) {
      const own = onMain.filter((e) => thread(e) === main).sort((a, b) => startOf(a) - startOf(b));
      if (!own.some((e) => e.name === "RunTask")) continue;
      const end = Math.max(...own.map(endOf));
      // Lighthouse's own split of the main thread (its mainthread-work-breakdown).
      for (const task of MainThreadTasks.getMainThreadTasks(own as never, [], end))
        add(tables.groups, task.group.label, task.selfTime);
    }
    const timed = onMain.filter((e) => e.ph === "X" && e.dur);
    const windows: Window[] = [];
    for (const event of timed) {
      if ([...KINDS, ...MORE_KINDS].includes(event.name))
        add(tables.events, `${event.name} ${site(event.args?.data?.url)}`, event.dur! / 1000);
      const data = event.args?.data;
      // The trace counts lines from 1 where the protocol counts from 0.
      const inline = data && inlineOrigin(page, { ...data, lineNumber: (data.lineNumber ?? 0) - 1 });
      if (inline && RUNS_AT_PARSE.includes(event.name)) {
        add(tables.inlineRuns, `${inline.script}: ${event.name}`, event.dur! / 1000);
        if (event.name !== "v8.compile")
          windows.push({ script: inline.script, from: startOf(event), to: endOf(event) });
      }
      if (tasksOnly && event.name === "RunTask" && event.dur! > 12_500) printTask(event, timed);
    }
    return windows;
  }

  function printTask(task: TraceEvent, timed: TraceEvent[]) {
    const inside = timed.filter(
      ({ tid, ts, name }) =>
        tid === task.tid &&
        ts >= startOf(task) &&
        ts < endOf(task) &&
        [...KINDS, ...MORE_KINDS.slice(0, -1)].includes(name),
    );
    const parts = inside.map(
      (child) => `${child.name} ${site(child.args?.data?.url)} ${(child.dur! / 1000).toFixed(0)}`,
    );
    console.log(`task ${(task.dur! / 1000).toFixed(0)} ms: ${parts.slice(0, 8).join(" | ")}`);
  }

  /** Adds a run's samples: each by script and function, and to the innermost inline-script function on its stack. */
  function addProfile(profile: Profile, page: ProfiledPage, windows: Window[]) {
    const nodes = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
    const parents = new Map(profile.nodes.flatMap((node) => (node.children ?? []).map((child) => [child, node.id])));
    const positionOf = (frame: CallFrame) => {
      const script = site(frame.url);
      return script.startsWith("/assets/") ? original(script, frame.lineNumber, frame.columnNumber) : undefined;
    };
    const nameOf = (frame: CallFrame) => {
      const position = positionOf(frame);
      const where = position ? `${position.source}:${position.line}` : `${site(frame.url)}:${frame.lineNumber}`;
      return `${frame.functionName || "(anonymous)"} ${where}`;
    };
    let at = profile.startTime;
    profile.samples.forEach((id, index) => {
      const delta = profile.timeDeltas[index] ?? 0;
      at += delta;
      const ms = delta / 1000;
      const seen = new Set<string>();
      let innermost: (ReturnType<typeof inlineOrigin> & { name: string }) | undefined;
      for (let node: number | undefined = id; node !== undefined; node = parents.get(node)) {
        const frame = nodes.get(node)!;
        const name = nameOf(frame);
        if (!seen.has(name)) add(tables.inclusive, name, ms);
        seen.add(name);
        const inline = inlineOrigin(page, frame);
        if (!inline) continue;
        // The script's own top level has no source position: esbuild's wrapper starts it.
        const inlineName = inline.where
          ? `${inline.script}: ${inline.where} ${inline.position?.name ?? frame.functionName}`
          : `${inline.script}: (top level)`;
        innermost ??= { ...inline, name: inlineName };
        if (!seen.has(inlineName)) add(tables.inlineInclusive, inlineName, ms);
        seen.add(inlineName);
      }
      if (innermost) {
        const { script, source, name } = innermost;
        const atParse = windows.some((w) => w.script === script && at >= w.from && at <= w.to);
        add(tables.inlineSources, `${script}, ${atParse ? "at parse" : "later"}: ${source ?? "(top level)"}`, ms);
        add(tables.inlineFunctions, name, ms);
      }
      const frame = nodes.get(id)!;
      const script = site(frame.url) || `(${frame.functionName || "native"})`;
      const position = positionOf(frame);
      add(tables.scripts, script, ms);
      if (position) add(tables.sources, position.source, ms);
      const where = position
        ? `${position.source}:${position.line} ${position.name ?? ""}`
        : `${script}:${frame.lineNumber}`;
      add(tables.functions, `${frame.functionName || "(anonymous)"} ${where}`, ms);
    });
  }

  /** Prints the tables, each figure the mean of `runs`. */
  function print(runs: number) {
    const top = (map: Map<string, number>, count: number) =>
      [...map]
        .sort((a, b) => b[1] - a[1])
        .slice(0, count)
        .map(([key, ms]) => `${(ms / runs).toFixed(1).padStart(7)} ms  ${key}`)
        .join("\n");
    const total = (map: Map<string, number>) => ([...map.values()].reduce((sum, ms) => sum + ms, 0) / runs).toFixed(1);
    const section = (title: string, map: Map<string, number>, count: number) =>
      map.size && console.log(`\n${title} (${total(map)} ms in all):\n${top(map, count)}`);
    section("Main thread by Lighthouse's groups, self time", tables.groups, 8);
    section("The inline scripts' compile and run at the page's parse, inclusive", tables.inlineRuns, 20);
    section("Trace events on the main thread, inclusive", tables.events, 25);
    if (tasksOnly) return;
    section("Sampled self time by script", tables.scripts, 12);
    section("By source file", tables.sources, 20);
    section("By function", tables.functions, 30);
    section("By function, with what it calls", tables.inclusive, Number(process.env.PROFILE_INCLUSIVE) || 40);
    section("Inline scripts by source file, with what they call of the browser", tables.inlineSources, 40);
    section("Inline scripts by function, with what it calls of the browser", tables.inlineFunctions, 40);
    section("Inline scripts by function, with all it calls", tables.inlineInclusive, 60);
  }

  return { addTrace, addProfile, print };
}
