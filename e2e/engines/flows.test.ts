// The site's core flows in Gecko (Firefox ESR) and WebKit (WebKitGTK), each written once against
// EnginePage and run in both: `npm run test:engines`. The Playwright suite (e2e/*.spec.ts) covers
// the rest, in Chromium.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { browsingFlows } from "./browsing-flows";
import { buyingFlows } from "./buying-flows";
import type { Engine } from "./engine-page";
import { pageHelpersScript } from "./page-helpers";
import { launchFirefox } from "./firefox";
import type { OwnedProcess } from "./processes";
import { siteOrigin, startSite } from "./site";
import { launchWebKit } from "./webkit";

const engines = { Firefox: launchFirefox, WebKit: launchWebKit };
const flows = { ...browsingFlows, ...buyingFlows };

let site: OwnedProcess | undefined;
let helpers: string;
before(async () => {
  [site, helpers] = await Promise.all([startSite(), pageHelpersScript()]);
});
after(() => site?.stop());

for (const [name, launch] of Object.entries(engines)) {
  describe(name, () => {
    let engine: Engine | undefined;
    before(async () => (engine = await launch(helpers)));
    after(() => engine?.close());

    // Each flow in a fresh page; it also fails on any page error the client observed.
    for (const [title, run] of Object.entries(flows)) {
      test(title, { timeout: 120_000 }, async () => {
        const page = await engine!.newPage(siteOrigin);
        try {
          await run(page);
          assert.deepEqual(await page.pageErrors(), [], "page errors");
        } finally {
          await page.close();
        }
      });
    }
  });
}
