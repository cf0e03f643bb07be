import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { mkdirSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { apiPaths } from "./app/contracts/checkout-api.ts";
import { parseSiteConfig, type SiteConfig } from "./app/config/schema.ts";
import { SITE_CONFIG_STAMP } from "./app/contracts/build-stamp.ts";
import { localServicesOrigin } from "./app/contracts/ports.ts";
import { landingPaths, paths } from "./app/contracts/paths.ts";
import { discoveryDocumentUrl } from "./app/shared/auth/identity-probe.ts";
import { buildEnv } from "./scripts/build-env.ts";
import { featureChunkName, isSharedCode, SHARED_CHUNK, siteChunkName } from "./scripts/vite/chunk-groups.ts";
import { inlineScriptsPlugin } from "./scripts/vite/inline-scripts-plugin.ts";

export default defineConfig(({ mode }) => {
  // Fails the build (and the dev server) with a message naming the bad variable.
  const siteConfig = parseSiteConfig(buildEnv(process.cwd(), process.env, mode));
  // The app's build-time constants (app/config/index.ts), for the app and its inline scripts alike;
  // the legal pages' details apart, so only their build-time loaders carry them.
  const { legal, ...clientConfig } = siteConfig;
  const define = {
    __SITE_CONFIG__: JSON.stringify(clientConfig),
    __LEGAL_SETTINGS__: JSON.stringify(legal),
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  };
  return {
    define,
    plugins: [
      tailwindcss(),
      !process.env.VITEST && reactRouter(),
      inlineScriptsPlugin(
        {
          landingPaths,
          callbackPath: paths.pricing,
          returnPaths: [paths.success, paths.failure],
          consentRequired: siteConfig.analytics.consentRequired,
          measurementId: siteConfig.analytics.measurementId,
        },
        define,
        { probeUrl: discoveryDocumentUrl(siteConfig.auth.origin) },
      ),
      configStamp(siteConfig),
      !process.env.VITEST && devApi(siteConfig),
    ],
    resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
    build: {
      // BUILD_SOURCEMAPS=1: maps for bench/profile.ts to name where main-thread time goes; never for a deploy.
      sourcemap: process.env.BUILD_SOURCEMAPS === "1",
      assetsInlineLimit: 0,
      // Fewer, larger first-load chunks: on HTTP/1.1 and slow phones the request count costs more
      // than a few shared bytes, but every page's chunk holds only what every page runs (the root's
      // code), and the rest of the shared code is split by which pages load it, so that no page
      // downloads another's (docs/architecture.md, "The chunks"). The identity SDK
      // (@auth0/auth0-spa-js) stays its own lazy chunk.
      rolldownOptions: {
        output: {
          // The split chunks' names would list every page that loads them, in every page's manifest.
          chunkFileNames: (chunk: { name: string }) =>
            `assets/${chunk.name.startsWith(`${SHARED_CHUNK}~`) ? SHARED_CHUNK : "[name]"}-[hash].js`,
          codeSplitting: {
            groups: [
              // React DOM and React Router as they are (docs/decisions/020-react-in-the-browser.md).
              {
                name: "framework",
                test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
              },
              // What every page's shell runs, the other shared code by the pages that use it, and a
              // feature's parts its pages share (scripts/vite/chunk-groups.ts).
              { name: siteChunkName, minShareCount: 2 },
              { name: SHARED_CHUNK, test: isSharedCode, minShareCount: 2, entriesAware: true },
              { name: featureChunkName, minShareCount: 2 },
            ],
          },
        },
      },
    },
    test: {
      // Node by default; a test of what the browser does says `// @vitest-environment jsdom` first.
      environment: "node",
      // Two projects: the app's tests each in a fresh module graph (many of them stub the browser's
      // globals), the server side's without isolation — its files stub no global and leave none changed, and
      // importing the API's SDKs afresh for each of ~100 files cost ~30 s of CPU a run (docs/scripts.md).
      projects: [
        { extends: true, test: { name: "app", include: ["app/**/*.test.{ts,tsx}"] } },
        {
          extends: true,
          test: {
            name: "server side",
            include: [
              "*.test.ts",
              "server/**/*.test.ts",
              "api/**/*.test.ts",
              "local/**/*.test.ts",
              "bench/**/*.test.ts",
              "scripts/**/*.test.ts",
            ],
            isolate: false,
            // One fresh PGlite cluster for the run, which each test's database starts from (testing/database/fresh-pglite.ts).
            globalSetup: ["testing/database/pglite-cluster.setup.ts"],
          },
        },
      ],
      restoreMocks: true,
      // Vitest's default is one worker fewer than the cores: one on this project's 2-core machines.
      // One more than the cores: some files wait on child processes (a server started,
      // `npm run serve`, initdb), and on 2 cores three workers ran it in 171 s against two's 220
      // (docs/scripts.md, "Where `npm test`'s time goes").
      maxWorkers: availableParallelism() + 1,
    },
  };
});

/** `npm run dev`: the site's API (api/) under /api/, pointed at the local stand-ins, as `npm start` has it. */
function devApi(siteConfig: SiteConfig): Plugin {
  return {
    name: "site-api",
    apply: "serve",
    async configureServer(server) {
      const [{ createApi }, { nodeDatabase }, { localApiEnv }, { serveApi }] = await Promise.all([
        import("./api/api.ts"),
        import("./api/database/node-database.ts"),
        import("./local/api-env.ts"),
        import("./server/api-bridge.ts"),
      ]);
      const site = { url: siteConfig.siteUrl, auth: siteConfig.auth };
      const api = createApi(localApiEnv(localServicesOrigin(process.env), process.env, site), {
        database: nodeDatabase,
      });
      server.httpServer?.once("close", () => void api.close());
      server.middlewares.use((req, res, next) => {
        if (!req.url?.startsWith(apiPaths.prefix)) return next();
        serveApi(api.handle, req, res, []).catch(next);
      });
    },
  };
}

/** Records the settings a build was made with, so `npm start` knows when to rebuild. */
function configStamp(siteConfig: SiteConfig): Plugin {
  return {
    name: "site-config-stamp",
    apply: "build",
    writeBundle() {
      mkdirSync("build", { recursive: true });
      writeFileSync(SITE_CONFIG_STAMP, JSON.stringify(siteConfig));
    },
  };
}
