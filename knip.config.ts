// Knip (in `npm run lint`) fails on unused files, exports and dependencies. Its React Router, Vite,
// Vitest, Playwright and ESLint plugins find the route modules, entry files and test files on their own.
import type { KnipConfig } from "knip";

export default {
  // Run by hand to make committed media or after `npm install` (README, Layout; docs/scripts.md).
  entry: [
    "scripts/generate-song-sample.mjs",
    "scripts/generate-share-image.ts",
    "scripts/complete-lockfile.mjs",
    // Run in a child process by scripts/audit/header-audit.ts.
    "scripts/audit/observatory-scan.ts",
    // The /signup page's inline script, compiled by scripts/vite/inline-scripts-plugin.ts.
    "app/features/hand-off/page/page-script.ts",
    // A sign-up press's hand-off module, compiled likewise into the browser's build (not inline).
    "app/features/hand-off/hand-off-here.ts",
    // The pricing page's inline script (the billing period in its address), compiled likewise.
    "app/features/pricing/pricing-script.ts",
    // The paywall's and the checkout return pages' inline scripts, compiled likewise.
    "app/features/paywall/paywall-script.ts",
    "app/features/checkout-returns/failure-script.ts",
    "app/features/checkout-returns/success-script.ts",
    "app/features/checkout-returns/glow-script.ts",
    // The cancellation pages' inline scripts, compiled likewise.
    "app/features/cancellation/request-script.ts",
    "app/features/cancellation/confirm-script.ts",
    // The end of every hydrated page's <body>, compiled the same way.
    "app/boot/document-end.ts",
    // Run by hand to see where a page's main-thread time goes (docs/decisions/015-main-thread-budget-against-a-template.md).
    "bench/profile.ts",
    // Cloudflare Pages Functions: wrangler routes /api/* to it.
    "functions/**/*.ts",
  ],
  // A built template, served as it is by bench/comparison-server.ts.
  ignore: ["bench/fixtures/**"],
  // Debian's openssl, which makes the local certificate authority of `npm run audit:headers`.
  ignoreBinaries: ["openssl"],
  // The Nu HTML Checker's jar, located with require.resolve (scripts/html/nu-checker.ts).
  ignoreDependencies: ["vnu-jar"],
  // A helper a module exports for its own test and uses itself is not dead.
  ignoreExportsUsedInFile: true,
} satisfies KnipConfig;
