import type { RouteConfigEntry } from "@react-router/dev/routes";
import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { localizedPath, locales, unlocalizedPath } from "./contracts/locales";
import { legalDocuments, paths } from "./contracts/paths";
import { indexablePaths, prerenderPaths } from "./contracts/page-lists";
import routes from "./routes";

function routePaths(entries: readonly RouteConfigEntry[]): string[] {
  return entries.flatMap((entry) => [...(entry.path ? [entry.path] : []), ...routePaths(entry.children ?? [])]);
}

/** The route table as React Router's matcher reads it. */
function routeObjects(entries: readonly RouteConfigEntry[]): RouteObject[] {
  return entries.map(({ id, path, index, children }) =>
    index ? { id, path, index: true } : { id, path, children: routeObjects(children ?? []) },
  );
}

describe("route table", () => {
  it("takes every path from contracts/paths.ts, in each language, so a path is written once", () => {
    const known = [
      ...Object.values(paths).filter((value) => typeof value === "string"),
      ...legalDocuments.map(paths.legal),
    ];
    for (const path of routePaths(routes).filter((path) => !path.endsWith("*"))) {
      expect(known).toContain(unlocalizedPath(`/${path}`));
    }
  });

  it("has every language's pages under its prefix, and an unknown address in it is its not-found page", () => {
    for (const locale of locales) {
      for (const path of [
        paths.landing,
        paths.pricing,
        paths.paywall("tsla"),
        paths.glow,
        paths.success,
        paths.cancel,
        paths.cancelConfirm,
      ]) {
        const matches = matchRoutes(routeObjects(routes), localizedPath(path, locale)) ?? [];
        expect(matches.at(-1)?.route.path ?? "", `${locale} ${path}`).not.toMatch(/\*$/);
      }
      const unknown = matchRoutes(routeObjects(routes), localizedPath("/no-such-page", locale)) ?? [];
      expect(unknown.at(-1)?.route.path, locale).toBe(locale === "en" ? "*" : `${locale}/*`);
    }
  });

  it("leaves every address the build has no page for to the not-found page, as the hosts do", () => {
    // The paywall's parameter is the one exception: an unknown ticker has its own prerendered page
    // (paths.unknownTicker), which the hosts send for it.
    const patterns = routePaths(routes).filter((path) => path.includes(":"));
    expect(new Set(patterns.map((path) => unlocalizedPath(`/${path}`)))).toEqual(new Set([paths.paywallPattern]));
    for (const locale of locales) {
      const unknown = matchRoutes(routeObjects(routes), localizedPath("/legal/no-such-document", locale)) ?? [];
      expect(unknown.at(-1)?.route.path, locale).toBe(locale === "en" ? "*" : `${locale}/*`);
    }
  });

  it("has a page for every prerendered path other than the not-found copy", () => {
    for (const path of prerenderPaths.filter((path) => unlocalizedPath(path) !== paths.notFound)) {
      const matches = matchRoutes(routeObjects(routes), path) ?? [];
      expect(matches.at(-1)?.route.path ?? "", path).not.toMatch(/\*$/);
      expect(matches.length, path).toBeGreaterThan(0);
    }
  });

  it("prerenders the cancellation pages in every language, and lists neither for search engines", () => {
    for (const page of [paths.cancel, paths.cancelConfirm]) {
      for (const locale of locales) expect(prerenderPaths).toContain(localizedPath(page, locale));
      expect(indexablePaths).not.toContain(page);
    }
  });
});
