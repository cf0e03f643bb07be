// The chunks the pages share, as the build splits them (vite.config.ts) and each page runs them
// (scripts/postbuild/defer-hydration.ts): one per task, each after the ones it imports, so that no
// single task evaluates all of React, React Router and the site at once (a ~170 ms task on
// Lighthouse's 4× slower phone; docs/architecture.md, Performance). Few and large all the same: on
// HTTP/1.1 and slow phones the request count costs more than a few shared bytes.

/** In the order the page runs them: each imports only the ones before it. */
export const sharedChunks = [
  { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: "router", test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/ },
  { name: "site", test: /[\\/]app[\\/](lib|components|content|config)[\\/]/ },
] as const;

/** A page's shared chunks among its modules, in run order. */
export function sharedChunksIn(modules: readonly string[]): string[] {
  // Built as /assets/<name>-<8-character hash>.js; not a route module like /assets/site-layout-<hash>.js.
  const builtAs = (name: string) => new RegExp(`^/assets/${name}-[\\w-]{8}\\.js$`);
  return sharedChunks.flatMap(({ name }) => modules.filter((href) => builtAs(name).test(href)));
}
