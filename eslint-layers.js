// The layers of the code base (README "Layout", docs/architecture.md), held by
// import-x/no-restricted-paths: an import that runs the wrong way fails `npm run lint`.
//
//   app:   config ← content ← paths ← lib ← components ← sections ← routes (root.tsx, routes.ts, routes/)
//   server/ and local/: only app/config/settings.ts from the app (local/ may also read the plain data
//   in content/ and paths.ts, so the stand-ins show the same offers and return to the same pages, and
//   the API's paths in config/checkout-api.ts); server/ runs api/, which has its own rule below.
//   shared/: small modules with no imports that server/, local/ and the tooling may all use.
//   api/: the site's API (server-side, every deploy target); from the app only the fixed interfaces
//   it shares with the pages (app/config/offer-ids.ts, client-reference.ts, checkout-api.ts).

/** Each layer and the app folders it may import from (besides npm packages and itself). */
const appLayers = [
  { layer: "./app/config", may: ["./config"] },
  { layer: "./app/content", may: ["./config", "./content"] },
  { layer: "./app/paths.ts", may: ["./config", "./content"] },
  { layer: "./app/lib", may: ["./config", "./content", "./paths.ts", "./lib"] },
  { layer: "./app/components", may: ["./config", "./content", "./paths.ts", "./lib", "./components"] },
  { layer: "./app/sections", may: ["./config", "./content", "./paths.ts", "./lib", "./components", "./sections"] },
];

// local/ and server/'s tests (development only, never in a production install) validate settings
// with the build's own schema.
const SETTINGS_SCHEMA = "./config/schema.ts";

const toolingOnly = ["./server", "./local", "./scripts", "./bench", "./e2e"];

/** What the API may take from the app: plain data and codecs with no imports of their own. */
const API_FROM_APP = ["./config/offer-ids.ts", "./config/client-reference.ts", "./config/checkout-api.ts"];

export const layerZones = [
  ...appLayers.map(({ layer, may }) => ({
    target: layer,
    from: "./app",
    except: may,
    message: `${layer.slice(2)} may import only from ${may.map((path) => `app/${path.slice(2)}`).join(", ")}.`,
  })),
  {
    target: "./app",
    from: [...toolingOnly, "./shared", "./api"],
    message: "app/ may import only from app/: never the server, the local stand-ins or the tooling.",
  },
  {
    target: "./server/!(*.test).ts",
    from: "./app",
    except: ["./config/settings.ts", "./config/locales.ts"],
    message: "server/ may import only app/config/settings.ts and locales.ts from the site.",
  },
  {
    // Its tests and their fixtures never ship; they may build settings with the build's schema.
    target: ["./server/*.test.ts", "./server/testing"],
    from: "./app",
    except: ["./config/settings.ts", "./config/locales.ts", SETTINGS_SCHEMA],
    message: "server/ tests may import only app/config/settings.ts and schema.ts from the site.",
  },
  {
    target: "./api",
    from: "./app",
    except: API_FROM_APP,
    message: "api/ may import only app/config/offer-ids.ts, client-reference.ts and checkout-api.ts from the site.",
  },
  {
    target: "./api",
    from: toolingOnly,
    message: "api/ stands alone: every deploy target runs it as it is.",
  },
  {
    // Its test helpers (server/testing/) may build fixtures with the post-build scripts.
    target: "./server/*.ts",
    from: ["./local", "./scripts", "./bench", "./e2e"],
    message: "server/ stands alone: it is what a production install runs.",
  },
  {
    // A production install of server/ copies shared/ as it is (docs/operations.md, "Node server"): nothing to resolve.
    target: "./shared",
    from: ["./app", ...toolingOnly],
    message: "shared/ may import only from shared/: server/, local/ and the tooling build on it.",
  },
  {
    target: "./local",
    from: "./app",
    except: [
      "./config/settings.ts",
      SETTINGS_SCHEMA,
      "./config/checkout-api.ts",
      "./config/locales.ts",
      "./content",
      "./paths.ts",
    ],
    message:
      "local/ may import only app/config/settings.ts, checkout-api.ts, locales.ts and the plain data of app/content and app/paths.ts.",
  },
];
