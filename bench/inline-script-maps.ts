// A built page's inline scripts, for bench/profile.ts, each with the source map a build made with
// BUILD_SOURCEMAPS=1 keeps beside it (scripts/vite/inline-scripts-plugin.ts names a map by the
// script's text, so a map is only ever found for the page's code to the byte). A script without one
// (React Router's own, another build's) keeps its place in the page, unnamed. Also: where a profiled
// frame of the page comes from.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { originalPositionFor, TraceMap } from "@jridgewell/trace-mapping";
import { inlineScriptMapFile } from "../scripts/vite/inline-scripts-plugin.ts";

export interface InlineScript {
  /** The plugin's name for it (its map's file), `router loader` for React Router's module loader, or `inline script <n>`. */
  name: string;
  /** Where its text starts in the page's HTML (0-based, as the DevTools protocol counts). */
  line: number;
  column: number;
  text: string;
  map?: TraceMap;
}

/** The map the build kept for an inline script's text, if any. */
function mapOf(clientDir: string, text: string): TraceMap | undefined {
  const file = join(clientDir, inlineScriptMapFile(text));
  return existsSync(file) ? new TraceMap(readFileSync(file, "utf8")) : undefined;
}

/** The page's executable inline scripts, in document order, each with its map where the build kept one. */
export function inlineScriptsOf(clientDir: string, html: string): InlineScript[] {
  const scripts: InlineScript[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/type="(?!module)/.test(match[1]!)) continue;
    const text = match[2]!;
    const start = match.index + match[0].indexOf(">") + 1;
    const before = html.slice(0, start).split("\n");
    const map = mapOf(clientDir, text);
    scripts.push({
      name:
        map?.file?.replace(/\.js$/, "") ??
        (text.includes("__reactRouterRouteModules") ? "router loader" : `inline script ${scripts.length + 1}`),
      line: before.length - 1,
      column: before.at(-1)!.length,
      text,
      ...(map && { map }),
    });
  }
  return scripts;
}

/** The inline script a position of the page's HTML falls in, and the position inside its text. */
export function positionIn(scripts: InlineScript[], line: number, column: number) {
  for (const script of scripts) {
    const lines = script.text.split("\n");
    const lastLine = script.line + lines.length - 1;
    const endColumn = (lines.length === 1 ? script.column : 0) + lines.at(-1)!.length;
    const after = line > script.line || (line === script.line && column >= script.column);
    const before = line < lastLine || (line === lastLine && column <= endColumn);
    if (after && before)
      return { script, line: line - script.line, column: line === script.line ? column - script.column : column };
  }
  return undefined;
}

/** A run's page: its address (its inline scripts' frames carry it) and its inline scripts. */
export interface ProfiledPage {
  url: string;
  scripts: InlineScript[];
}

/** A source file as the tables name it: a package's path, or the app's from its folder. */
export const sourceName = (source: string) =>
  source.includes("node_modules/")
    ? source.replace(/^.*node_modules\//, "")
    : source.replace(/^.*?\/?(?=app\/)|^(\.\.\/)+/, "");

/** Where an inline script's frame comes from: its script, and its source position where it has a map. */
export function inlineOrigin(
  { url, scripts }: ProfiledPage,
  frame: { url?: string; lineNumber?: number; columnNumber?: number },
) {
  if (frame.url !== url) return undefined;
  const at = positionIn(scripts, frame.lineNumber ?? -1, frame.columnNumber ?? -1);
  if (!at) return undefined;
  const position = at.script.map && originalPositionFor(at.script.map, { line: at.line + 1, column: at.column });
  const source = position?.source ? sourceName(position.source) : undefined;
  return { script: at.script.name, where: source ? `${source}:${position!.line}` : undefined, source, position };
}
