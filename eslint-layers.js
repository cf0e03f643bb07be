// The layers of the code base (README "Layout", docs/architecture.md), held by
// import-x/no-restricted-paths: an import that runs the wrong way fails `npm run lint`.
//
//   app:   config ← content ← paths ← lib ← components ← sections ← routes (root.tsx, routes.ts, routes/)
//   server/ and local/: only app/config/settings.ts from the app (local/ may also read the plain data
//   in content/ and paths.ts, so the stand-ins show the same offers and return to the same pages).

/** Each layer and the app folders it may import from (besides npm packages and itself). */
const appLayers = [
  { layer: "./app/config", may: ["./config"] },
  { layer: "./app/content", may: ["./config", "./content"] },
  { layer: "./app/paths.ts", may: ["./config", "./content"] },
  { layer: "./app/lib", may: ["./config", "./content", "./paths.ts", "./lib"] },
  { layer: "./app/components", may: ["./config", "./content", "./paths.ts", "./lib", "./components"] },
  { layer: "./app/sections", may: ["./config", "./content", "./paths.ts", "./lib", "./components", "./sections"] },
];

// server/ and local/ still read app/config/schema.ts (parseSiteConfig, SITE_CONFIG_STAMP, the port
// default) until the shared settings module takes those over. Delete this line then.
const PENDING_SETTINGS_MOVE = ["./config/schema.ts"];

const toolingOnly = ["./server", "./local", "./scripts", "./bench", "./e2e"];

export const layerZones = [
  ...appLayers.map(({ layer, may }) => ({
    target: layer,
    from: "./app",
    except: may,
    message: `${layer.slice(2)} may import only from ${may.map((path) => `app/${path.slice(2)}`).join(", ")}.`,
  })),
  {
    target: "./app",
    from: toolingOnly,
    message: "app/ may import only from app/: never the server, the local stand-ins or the tooling.",
  },
  {
    target: "./server",
    from: "./app",
    except: ["./config/settings.ts", ...PENDING_SETTINGS_MOVE],
    message: "server/ may import only app/config/settings.ts from the site.",
  },
  {
    // Its test helpers (server/testing/) may build fixtures with the post-build scripts.
    target: "./server/*.ts",
    from: ["./local", "./scripts", "./bench", "./e2e"],
    message: "server/ stands alone: it is what a production install runs.",
  },
  {
    target: "./local",
    from: "./app",
    except: ["./config/settings.ts", "./content", "./paths.ts", ...PENDING_SETTINGS_MOVE],
    message: "local/ may import only app/config/settings.ts and the plain data of app/content and app/paths.ts.",
  },
];
