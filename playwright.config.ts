import { defineConfig } from "@playwright/test";
import { parseSiteConfig } from "./app/config/schema";
import { localServicesOrigin } from "./app/contracts/ports";
import { localApiEnv } from "./local/api-env";
import { chromiumFlags, chromiumPath } from "./scripts/chromium";

/** The local stand-ins `npm start` runs beside the site (local/services.ts). */
const IDENTITY_SERVICES = localServicesOrigin(process.env);
/** The site's identity provider and API audience, as the build and e2e/identity.ts read them. */
const { auth } = parseSiteConfig(process.env);

// End-to-end tests run against the production build, in Debian's Chromium (never a downloaded one).
// The server checks (server*.spec.ts) also run against nginx with the build's generated config and
// against Cloudflare Pages' runtime (wrangler pages dev), on the next ports.
const port = Number(process.env.E2E_PORT) || 4310;
export const baseURL = `http://localhost:${port}`;
const nginxPort = port + 1;
const pagesPort = port + 2;
// pagesPort + 1 is wrangler's inspector; the Pages Function's PostgreSQL is on port + 5.
const postgresPort = port + 5;
const serverChecks = /server(-[\w-]+)?\.spec\.ts/;
// The Pages Function's settings (wrangler's --binding): the API pointed at the stand-ins as `npm
// start` points the Node server's (local/api-env.ts), its database the run's PostgreSQL, reached
// through node-postgres on workerd's sockets.
const pagesBindings = Object.entries({
  ...localApiEnv(IDENTITY_SERVICES, {}, { url: `http://127.0.0.1:${pagesPort}`, auth }),
  DATABASE_URL: `postgres://postgres@127.0.0.1:${postgresPort}/postgres`,
})
  .filter(([, value]) => value)
  // Quoted for the shell: a sender is `Name <address>`.
  .map(([name, value]) => `--binding '${name}=${String(value).replace(/'/g, "'\\''")}'`)
  .join(" ");
// What a screen's width changes: layout, what is shown and its accessibility. These run at both
// widths; the flows (sign-up, checkout, storage, analytics…), which no width changes, and the
// server checks run on the phone's width only, so that `npm test` stays within its time.
const widthDependent = /[\\/](accessibility|banners|landing|landing-layout|pricing)\.spec\.ts$/;

export default defineConfig({
  testDir: "e2e",
  // e2e/engines/ is the Gecko and WebKit suite, run by Node's test runner (npm run test:engines).
  testIgnore: "engines/**",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Twice the cores: a browser test spends most of its time waiting (for a page, a stand-in, a
  // timer), and with 2 workers a whole CI run kept the 2 cores 41 % busy; 4 took the suite from 16.2 to
  // 13.8 minutes (docs/scripts.md, "Where `npm test`'s time goes").
  workers: 4,
  // A hang's guard, not a limit on speed: with 4 workers on 2 cores a long flow (the owner's plan
  // at 50,000 visitors a headline) took 31 s once, past Playwright's default of 30.
  timeout: 60_000,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: chromiumPath,
      args: [...chromiumFlags, "--autoplay-policy=no-user-gesture-required"],
    },
  },
  projects: [
    { name: "mobile", use: { viewport: { width: 390, height: 844 }, isMobile: false, hasTouch: true } },
    { name: "desktop", testMatch: widthDependent, use: { viewport: { width: 1280, height: 800 } } },
    {
      name: "nginx",
      testMatch: serverChecks,
      use: { baseURL: `http://127.0.0.1:${nginxPort}` },
      metadata: { target: "nginx" },
    },
    {
      name: "cloudflare-pages",
      testMatch: serverChecks,
      use: { baseURL: `http://127.0.0.1:${pagesPort}` },
      metadata: { target: "cloudflare-pages" },
    },
  ],
  webServer: [
    {
      command: "tsx scripts/start.ts",
      url: baseURL,
      env: { PORT: String(port) },
      reuseExistingServer: false,
      stdout: "pipe",
      timeout: 180_000,
    },
    // The others start after the first has built the site (Playwright starts them in order).
    {
      command: "tsx scripts/nginx/serve.ts",
      url: `http://127.0.0.1:${nginxPort}/`,
      env: { PORT: String(nginxPort), NGINX_API_UPSTREAM: `http://127.0.0.1:${port}` },
      reuseExistingServer: false,
    },
    {
      // A PostgreSQL of the run's own for the Pages Function (the Node server keeps PGlite), removed at the end.
      command: `tsx testing/database/serve-postgres.ts ${postgresPort}`,
      port: postgresPort,
      reuseExistingServer: false,
      gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    },
    {
      command: `wrangler pages dev --ip 127.0.0.1 --port ${pagesPort} --inspector-port ${pagesPort + 1} --persist-to .wrangler/e2e-state --show-interactive-dev-session=false ${pagesBindings}`,
      url: `http://127.0.0.1:${pagesPort}/`,
      env: { WRANGLER_SEND_METRICS: "false" },
      reuseExistingServer: false,
    },
  ],
});
