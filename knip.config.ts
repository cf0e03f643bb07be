// Knip (in `npm run lint`) fails on unused files, exports and dependencies. Its React Router, Vite,
// Vitest, Playwright and ESLint plugins find the route modules, entry files and test files on their own.
import type { KnipConfig } from "knip";

export default {
  // Run by hand to make committed media or after `npm install` (README: Scripts and Layout).
  entry: ["scripts/generate-song-sample.mjs", "scripts/generate-share-image.ts", "scripts/complete-lockfile.mjs"],
  // Debian's nginx, used by `npm run bench:load` for comparison when it is installed.
  ignoreBinaries: ["nginx"],
  // A helper a module exports for its own test and uses itself is not dead.
  ignoreExportsUsedInFile: true,
} satisfies KnipConfig;
