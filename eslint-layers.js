// The layers of the code base (README "Layout", docs/architecture.md), held by
// import-x/no-restricted-paths: an import that runs the wrong way fails `npm run lint`.
//
//   app/contracts     the import-free facts every side reads: imports only contracts
//   app/catalogue     what the site sells (offers, plans, prices, the payment account's description):
//                     contracts only, by relative imports, so the stand-ins and scripts load it as it is
//                     (docs/decisions/027-folder-names-say-what-they-hold.md)
//   app/config        the build's settings: contracts
//   app/shared        what several features share (content, storage, analytics, auth, payment
//                     links, ui): contracts, catalogue, config and shared; shared/content is plain
//                     data (contracts only, no config)
//   app/features/<x>  one feature: contracts, catalogue, config, shared, its own folder, and another
//                     feature's public entry (its index.ts) only
//   app/root.tsx, app/routes.ts   the entry points: features through their index.ts
//   app/boot          the boot script: each feature's boot step, its boot.ts
//   app/mail          the subscriber mails, which the API renders: contracts, catalogue, shared/content and the
//                     pure parts of the subscriber model and of the dates (MAIL_MAY below)
//   api/, server/     only the contracts from the app (api/ also app/mail); local/ also the catalogue
//   testing/          the test support (harnesses, fixtures): only tests and the benches import it;
//                     the stand-ins themselves are local/ (docs/decisions/027-folder-names-say-what-they-hold.md)
import { existsSync, readdirSync } from "node:fs";

const features = readdirSync(new URL("./app/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Each feature's entries of one name (index.ts, boot.ts), relative to app/features. */
const entriesNamed = (file) =>
  features
    .filter((feature) => existsSync(new URL(`./app/features/${feature}/${file}`, import.meta.url)))
    .map((feature) => `./${feature}/${file}`);
/** What other features and the entry points may use of a feature. */
const publicEntries = entriesNamed("index.ts");
/** A feature's part of the boot script, for app/boot only. */
const bootEntries = entriesNamed("boot.ts");

const sharedLayers = [
  { layer: "./app/contracts", may: ["./contracts"] },
  { layer: "./app/catalogue/!(*.test).ts", name: "app/catalogue", may: ["./contracts", "./catalogue"] },
  // Its tests also check that the words on the pages say what it sells.
  {
    layer: "./app/catalogue/*.test.ts",
    name: "app/catalogue's tests",
    may: ["./contracts", "./catalogue", "./shared/content"],
  },
  { layer: "./app/config", may: ["./contracts", "./config"] },
  { layer: "./app/shared/content", may: ["./contracts", "./shared/content"] },
  { layer: "./app/shared", may: ["./contracts", "./catalogue", "./config", "./shared"] },
];

const appDir = (path) => `app/${path.slice(2)}`;

/**
 * What the mails may use, relative to app/: the pure modules the API can load under Node and in the
 * Pages Function as they are (relative imports, no React, no config).
 */
const MAIL_MAY = [
  "./mail",
  "./contracts",
  "./catalogue",
  "./shared/content",
  "./shared/subscriber/holding.ts",
  "./shared/subscriber/holding-sentences.ts",
  "./shared/i18n/long-date.ts",
];

// local/ and server/'s tests (development only, never in a production install) validate settings
// with the build's own schema.
const SETTINGS_SCHEMA = "./config/schema.ts";

/** What tests set up and drive the site with: the harnesses (testing/) and the browser tests' helpers (e2e/). */
const testSupport = ["./testing", "./e2e"];

/**
 * What `npm start`, a deploy and the build run: everything but tests, test support and the benches
 * (bench/), which measure against the same throwaway servers the tests start.
 */
const productionCode = [
  "./app/**/!(*.test).{ts,tsx}",
  "./api/**/!(*.test).ts",
  "./server/**/!(*.test).ts",
  "./functions/**",
  "./local/**/!(*.test).ts",
  "./scripts/**/!(*.test).{ts,mjs}",
  "./scripts/!(*.test).{ts,mjs}",
  "./vite.config.ts",
  "./react-router.config.ts",
];

const toolingOnly = ["./server", "./local", "./scripts", "./bench", "./e2e"];

export const layerZones = [
  ...sharedLayers.map(({ layer, name = layer.slice(2), may }) => ({
    target: layer,
    from: "./app",
    except: may,
    message: `${name} may import only from ${may.map(appDir).join(", ")}.`,
  })),
  ...features.map((feature) => ({
    target: `./app/features/${feature}`,
    from: "./app",
    // Other features: the zone below.
    except: ["./contracts", "./catalogue", "./config", "./shared", "./features"],
    message: `app/features/${feature} may import only from app/contracts, app/catalogue, app/config, app/shared and features.`,
  })),
  ...features.map((feature) => ({
    target: `./app/features/${feature}`,
    from: "./app/features",
    except: [`./${feature}`, ...publicEntries],
    message: `app/features/${feature} may import only another feature's public entry (its index.ts), never its insides.`,
  })),
  {
    target: ["./app/root.tsx", "./app/routes.ts"],
    from: "./app/features",
    except: publicEntries,
    message: "The entry points may import only a feature's public entry (its index.ts), never its insides.",
  },
  {
    target: "./app/boot",
    from: "./app/features",
    except: bootEntries,
    message: "The boot script may import only a feature's boot step (its boot.ts), never its insides.",
  },
  {
    target: "./app",
    from: [...toolingOnly, "./api"],
    message: "app/ may import only from app/: never the server, the local stand-ins or the tooling.",
  },
  {
    // The payment account's description brings the provider's SDK: for the stand-in and the setup only.
    target: "./app",
    from: "./app/catalogue/desired-catalogue.ts",
    message:
      "app/ may import only what the pages show from app/catalogue: desired-catalogue.ts is for local/ and scripts/.",
  },
  {
    target: "./app/mail",
    from: "./app",
    except: MAIL_MAY,
    message: `app/mail may import only from ${MAIL_MAY.slice(1).map(appDir).join(", ")}: the API runs it as it is.`,
  },
  {
    target: "./server/!(*.test).ts",
    from: "./app",
    except: ["./contracts"],
    message: "server/ may import only app/contracts from the site (a Node deploy copies that folder).",
  },
  {
    target: "./api",
    from: "./app",
    except: ["./contracts", "./mail"],
    message: "api/ may import only app/contracts and app/mail (the mails it sends) from the site.",
  },
  {
    // Its tests never ship; they may build settings with the build's schema.
    target: "./server/*.test.ts",
    from: "./app",
    except: ["./contracts", SETTINGS_SCHEMA],
    message: "server/ tests may import only app/contracts and app/config/schema.ts from the site.",
  },
  {
    // Its tests never ship; they run the API against the local stand-ins.
    target: "./api/**/!(*.test).ts",
    from: toolingOnly,
    message:
      "api/ may import only its own files, its packages, app/contracts and app/mail: every deploy target runs it as it is.",
  },
  {
    // Its tests build their fixtures through testing/server/, which may use the post-build scripts.
    target: "./server/*.ts",
    from: ["./local", "./scripts", "./bench", "./e2e"],
    message: "server/ stands alone: it is what a production install runs.",
  },
  {
    // The stand-ins sell the same offers at the same prices (app/catalogue) and return to the same pages.
    target: "./local",
    from: "./app",
    except: ["./contracts", SETTINGS_SCHEMA, "./catalogue"],
    message: "local/ may import only app/contracts, app/config/schema.ts and app/catalogue.",
  },
  {
    // Test support builds on the code it tests, never the other way (docs/decisions/014-test-support-apart.md).
    target: productionCode,
    from: testSupport,
    message: "Production code may import only production code: testing/ and e2e/ are for tests.",
  },
];
