import type { RouteConfigEntry } from "@react-router/dev/routes";
import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { paths, prerenderPaths } from "./paths";
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
  it("takes every path from paths.ts, so a path is written once", () => {
    const known = Object.values(paths).filter((value) => typeof value === "string");
    for (const path of routePaths(routes).filter((path) => path !== "*")) {
      expect(known).toContain(`/${path}`);
    }
  });

  it("has a page for every prerendered path other than the not-found copy", () => {
    for (const path of prerenderPaths.filter((path) => path !== paths.notFound)) {
      const matches = matchRoutes(routeObjects(routes), path) ?? [];
      expect(matches.at(-1)?.route.path, path).not.toBe("*");
      expect(matches.length, path).toBeGreaterThan(0);
    }
  });
});
