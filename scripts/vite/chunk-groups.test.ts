// The chunk every page loads holds what the root runs and nothing else (chunk-groups.ts): a module
// only a few pages use, or one the root reaches only through a lazy import, goes elsewhere.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { featureChunkName, isSharedCode, siteChunkName, type ModuleGraph } from "./chunk-groups";

const app = (path: string) => join(import.meta.dirname, "../../app", path);

/** A module graph as the bundler reports it: each module's static imports. */
function graphOf(imports: Record<string, string[]>): ModuleGraph {
  const infos = new Map(Object.entries(imports).map(([id, importedIds]) => [id, { importedIds }]));
  return { getModuleInfo: (id) => infos.get(id) ?? null };
}

describe("the app's chunks", () => {
  const graph = graphOf({
    [app("root.tsx")]: [
      app("features/site-shell/site-shell.tsx"),
      join(import.meta.dirname, "../../node_modules/react/index.js"),
    ],
    [app("features/site-shell/site-shell.tsx")]: [app("shared/i18n/locale.ts")],
    [app("shared/i18n/locale.ts")]: [],
    // Reached from the root only through a lazy import: not among the importedIds.
    [app("features/site-shell/holdings-in-shell.tsx")]: [app("shared/subscriber/holding-sentences.ts")],
    [app("shared/subscriber/holding-sentences.ts")]: [],
    [app("features/paywall/paywall-route.tsx")]: [app("shared/content/tickers.ts")],
    [app("shared/content/tickers.ts")]: [],
  });

  it("puts in every page's chunk the app's modules the root reaches through static imports", () => {
    expect(siteChunkName(app("root.tsx"), graph)).toBe("site");
    expect(siteChunkName(app("features/site-shell/site-shell.tsx"), graph)).toBe("site");
    expect(siteChunkName(app("shared/i18n/locale.ts"), graph)).toBe("site");
  });

  it("leaves out what only a lazy import or another page reaches, and the framework's own chunk", () => {
    expect(siteChunkName(app("shared/subscriber/holding-sentences.ts"), graph)).toBeNull();
    expect(siteChunkName(app("shared/content/tickers.ts"), graph)).toBeNull();
    expect(siteChunkName(join(import.meta.dirname, "../../node_modules/react/index.js"), graph)).toBeNull();
    expect(siteChunkName(app("root.tsx"), graphOf({}))).toBeNull();
  });

  it("splits the rest of the shared code by page, and names another feature's shared parts after it", () => {
    expect(isSharedCode(app("shared/content/tickers.ts"))).toBe(true);
    expect(isSharedCode(app("contracts/cancel-api.ts"))).toBe(true);
    expect(isSharedCode(app("features/checkout-returns/return-screen.tsx"))).toBe(false);
    expect(featureChunkName(app("features/checkout-returns/return-screen.tsx"))).toBe("checkout-returns");
    expect(featureChunkName(app("shared/content/tickers.ts"))).toBeNull();
  });
});
