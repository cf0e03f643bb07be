// Which chunk the app's own modules go to (vite.config.ts). Every page loads the `site` chunk: the
// app's modules app/root.tsx reaches through static imports (the shell and what it runs), read off
// the bundler's own module graph, so that nothing a page does not run grows every first load. A
// feature's parts that several of its own pages share (the checkout returns' screens, the
// cancellation's pages) go to a chunk named after the feature, loaded with those pages only; the
// rest of the shared code (a contract, the paywall's tickers, the words of a subscription) to
// chunks split by which pages load it.
import { join, sep } from "node:path";

/** The bundler's view of a module (rolldown's `ChunkingContext`), as much of it as is read here. */
export interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

const repository = join(import.meta.dirname, "../..");
const rootModule = join(repository, "app", "root.tsx");
const appFolder = join(repository, "app") + sep;

/** The app's modules a module reaches through static imports, itself included (a lazy `import()` is a chunk of its own). */
function staticClosure(graph: ModuleGraph, from: string): Set<string> {
  const reached = new Set<string>();
  const queue = [from];
  while (queue.length) {
    const id = queue.pop()!;
    if (reached.has(id) || !id.startsWith(appFolder)) continue;
    reached.add(id);
    queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return reached;
}

/** The root's closure, found once per chunking pass (whose module infos are reused through the pass). */
const shells = new WeakMap<object, Set<string>>();

/** `site` for a module of the app the root runs on every page; null for any other. */
export function siteChunkName(id: string, graph: ModuleGraph): "site" | null {
  const root = graph.getModuleInfo(rootModule);
  if (!root) return null;
  let shell = shells.get(root);
  if (!shell) shells.set(root, (shell = staticClosure(graph, rootModule)));
  return shell.has(id) ? "site" : null;
}

/** The name of the chunks the rest of the shared code is split into, by the pages that load each part. */
export const SHARED_CHUNK = "shared";

/** Whether a module is the app's shared code (not a feature's), split by the pages that use it. */
export const isSharedCode = (id: string): boolean =>
  /[\\/]app[\\/](shared|contracts|config|catalogue|boot)[\\/]/.test(id);

/** The chunk of another feature's shared parts, named after it; none for modules outside the features. */
export const featureChunkName = (id: string): string | null =>
  /[\\/]app[\\/]features[\\/]([\w-]+)[\\/]/.exec(id)?.[1] ?? null;
