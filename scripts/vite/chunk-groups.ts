// Which chunk the app's own modules go to (vite.config.ts). Every page loads the `site` chunk: the
// code its shell runs (the root's features, below, and the shared code, contracts, catalogue and the
// boot's app half). A feature's parts that several of its own pages share (the checkout returns'
// screens, the cancellation's pages) go to a chunk named after the feature, loaded with those pages
// only. chunk-groups.test.ts keeps the list to the features app/root.tsx runs.

/** The features the root runs on every page, app/root.tsx's static imports and theirs. */
export const shellFeatures = ["consent", "hand-off", "languages", "session", "site-shell"] as const;

const featureOf = (id: string) => /[\\/]app[\\/]features[\\/]([\w-]+)[\\/]/.exec(id)?.[1];

/** Whether a module belongs to the chunk every page loads. */
export function siteChunkModules(id: string): boolean {
  const feature = featureOf(id);
  if (feature) return (shellFeatures as readonly string[]).includes(feature);
  return /[\\/]app[\\/](shared|contracts|config|catalogue|boot)[\\/]/.test(id);
}

/** The chunk of another feature's shared parts, named after it; none for modules outside the features. */
export const featureChunkName = (id: string): string | null => featureOf(id) ?? null;
