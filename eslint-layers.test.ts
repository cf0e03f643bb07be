// @vitest-environment node
// Proves the layer rule bites: the repository's own ESLint config, run on small snippets placed in
// each layer, rejects imports that run the wrong way and accepts the ones that run the right way.
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: import.meta.dirname });

async function layerErrors(filePath: string, importLine: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${importLine}\nexport const used = value;\n`, { filePath });
  return result!.messages
    .filter((message) => message.ruleId === "import-x/no-restricted-paths")
    .map((message) => message.message);
}

describe("layers enforced by lint", () => {
  // The first run loads the config and TypeScript's resolver: seconds on a busy machine.
  beforeAll(() => layerErrors("app/lib/example.ts", "const value = 1;"), 120_000);

  it.each([
    ["app/content/example.ts", 'import { readItem as value } from "~/lib/storage";'],
    ["app/content/example.ts", 'import { SiteFooter as value } from "../components/site-footer";'],
    ["app/config/example.ts", 'import { plans as value } from "~/content/plans";'],
    ["app/lib/example.ts", 'import { FaqSection as value } from "~/components/faq-section";'],
    ["app/components/example.ts", 'import { Hero as value } from "~/sections/landing/hero";'],
    ["app/sections/example.ts", 'import { meta as value } from "~/routes/landing";'],
    ["app/lib/example.ts", 'import { createSiteServer as value } from "../../server/site-server.ts";'],
    ["server/example.ts", 'import { paths as value } from "../app/paths.ts";'],
    ["local/example.ts", 'import { readItem as value } from "../app/lib/storage.ts";'],
    ["shared/example.ts", 'import { PAYWALL_PREFIX as value } from "../app/config/settings.ts";'],
    ["shared/example.ts", 'import { createSiteServer as value } from "../server/site-server.ts";'],
    ["api/example.ts", 'import { plans as value } from "../app/content/plans.ts";'],
    ["app/lib/example.ts", 'import { createApi as value } from "../../api/api.ts";'],
  ])("rejects %s: %s", async (filePath, importLine) => {
    expect(await layerErrors(filePath, importLine)).toEqual([expect.stringContaining("may import only")]);
  });

  it.each([
    ["app/content/example.ts", 'import { config as value } from "~/config";'],
    ["api/example.ts", 'import { offerIds as value } from "../app/config/offer-ids.ts";'],
    ["server/example.ts", 'import { createApi as value } from "../api/api.ts";'],
    ["app/lib/example.ts", 'import { plans as value } from "~/content/plans";'],
    ["app/sections/example.ts", 'import { SiteHeader as value } from "~/components/site-header";'],
    ["app/routes/example.ts", 'import { Hero as value } from "~/sections/landing/hero";'],
    ["local/example.ts", 'import { describeOffer as value } from "../app/content/offers.ts";'],
    ["local/example.ts", 'import { escapeHtml as value } from "../shared/escape-html.ts";'],
    ["server/example.ts", 'import { escapeHtml as value } from "../shared/escape-html.ts";'],
    ["scripts/example.ts", 'import { escapeHtml as value } from "../shared/escape-html.ts";'],
  ])("accepts %s: %s", async (filePath, importLine) => {
    expect(await layerErrors(filePath, importLine)).toEqual([]);
  });
});
