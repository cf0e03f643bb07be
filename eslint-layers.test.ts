// Proves the rules of the code's shape bite: the repository's own ESLint config, run on small
// snippets placed in each layer, rejects imports that run the wrong way and accepts the ones that run
// the right way, and fails a file over 200 lines unless it holds a language's words.
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
  beforeAll(() => layerErrors("app/shared/example.ts", "const value = 1;"), 120_000);

  it.each([
    ["app/shared/content/example.ts", 'import { readItem as value } from "~/shared/browser/storage";'],
    ["app/shared/content/example.ts", 'import { SiteShell as value } from "~/features/site-shell";'],
    ["app/shared/content/example.ts", 'import { config as value } from "~/config";'],
    ["app/contracts/example.ts", 'import { plans as value } from "../catalogue/plans";'],
    ["app/catalogue/example.ts", 'import { copies as value } from "../shared/content/languages.ts";'],
    ["app/catalogue/example.ts", 'import { config as value } from "~/config";'],
    ["app/features/pricing/example.ts", 'import { desiredCatalogue as value } from "~/catalogue/desired-catalogue";'],
    ["local/example.ts", 'import { copies as value } from "../app/shared/content/languages.ts";'],
    ["app/contracts/example.ts", 'import { config as value } from "~/config";'],
    ["app/config/example.ts", 'import { plans as value } from "~/catalogue/plans";'],
    ["app/shared/example.ts", 'import { SignUpButton as value } from "~/features/hand-off";'],
    ["app/features/landing/example.ts", 'import { SignUpButton as value } from "~/features/hand-off/sign-up-button";'],
    ["app/features/pricing/example.ts", 'import { signUpHref as value } from "~/features/hand-off/hand-off-request";'],
    ["app/root.tsx", 'import { ConsentBanner as value } from "./features/consent/consent-banner";'],
    ["app/shared/example.ts", 'import { createSiteServer as value } from "../../server/site-server.ts";'],
    ["server/example.ts", 'import { plans as value } from "../app/catalogue/plans.ts";'],
    ["server/example.ts", 'import { parseSiteConfig as value } from "../app/config/schema.ts";'],
    ["local/example.ts", 'import { readItem as value } from "../app/shared/browser/storage.ts";'],
    ["api/example.ts", 'import { plans as value } from "../app/catalogue/plans.ts";'],
    ["app/shared/example.ts", 'import { createApi as value } from "../../api/api.ts";'],
    ["api/subscribers/example.ts", 'import { startLocalServices as value } from "../../local/services.ts";'],
    ["api/example.ts", 'import { serveApi as value } from "../server/api-bridge.ts";'],
    ["app/boot/example.ts", 'import { consentAnswer as value } from "~/features/consent/consent-banner";'],
    ["app/features/landing/example.ts", 'import { consentAnswer as value } from "~/features/consent/boot";'],
    ["app/shared/example.ts", 'import { rawGet as value } from "../../testing/server/raw-http.ts";'],
    ["api/example.ts", 'import { testDatabases as value } from "../testing/database/test-databases.ts";'],
    ["server/example.ts", 'import { rawGet as value } from "../testing/server/raw-http.ts";'],
    [
      "functions/api/example.ts",
      'import { sessionFixture as value } from "../../testing/api/checkout-session-fixture.ts";',
    ],
    [
      "local/checkout/example.ts",
      'import { startStandIn as value } from "../../testing/stand-in-harnesses/payment-stand-in.ts";',
    ],
    ["local/example.ts", 'import { test as value } from "../e2e/fixtures.ts";'],
    [
      "scripts/postbuild/example.ts",
      'import { makeFixtureBuild as value } from "../../testing/server/fixture-build.ts";',
    ],
    ["scripts/example.ts", 'import { startPostgres as value } from "../testing/database/throwaway-postgres.ts";'],
    ["app/mail/example.ts", 'import { useSubscriber as value } from "../shared/subscriber/subscriber.ts";'],
    ["app/mail/example.ts", 'import { useLongDay as value } from "../shared/i18n/locale.ts";'],
    ["app/mail/example.ts", 'import { config as value } from "../config/index.ts";'],
    ["app/shared/example.ts", 'import { renderMail as value } from "../mail/render-mail.tsx";'],
    ["app/features/pricing/example.ts", 'import { renderMail as value } from "~/mail/render-mail";'],
    ["server/example.ts", 'import { renderMail as value } from "../app/mail/render-mail.tsx";'],
    ["api/mail/example.ts", 'import { holdingOf as value } from "../../app/shared/subscriber/holding.ts";'],
  ])("rejects %s: %s", async (filePath, importLine) => {
    // One message per rule the import breaks (shared/content is part of shared too).
    const errors = await layerErrors(filePath, importLine);
    expect(errors).not.toEqual([]);
    for (const error of errors) expect(error).toContain("may import only");
  });

  it.each([
    ["app/shared/content/example.ts", 'import { locales as value } from "../../contracts/locales.ts";'],
    ["app/config/example.ts", 'import { offerIds as value } from "../contracts/offer-ids.ts";'],
    ["api/example.ts", 'import { offerIds as value } from "../app/contracts/offer-ids.ts";'],
    ["server/example.ts", 'import { paths as value } from "../app/contracts/paths.ts";'],
    ["server/example.ts", 'import { createApi as value } from "../api/api.ts";'],
    ["app/shared/example.ts", 'import { plans as value } from "~/catalogue/plans";'],
    ["app/catalogue/example.ts", 'import { locales as value } from "../contracts/locales.ts";'],
    ["app/catalogue/example.test.ts", 'import { copies as value } from "../shared/content/languages.ts";'],
    ["local/example.ts", 'import { desiredCatalogue as value } from "../app/catalogue/desired-catalogue.ts";'],
    [
      "scripts/go-live/example.ts",
      'import { desiredCatalogue as value } from "../../app/catalogue/desired-catalogue.ts";',
    ],
    ["app/features/landing/example.ts", 'import { SignUpButton as value } from "~/features/hand-off";'],
    ["app/features/pricing/example.ts", 'import { PlanCard as value } from "./plan-card";'],
    ["app/features/paywall/example.ts", 'import { useAuth as value } from "~/shared/auth/use-auth";'],
    ["app/root.tsx", 'import { ConsentBanner as value } from "./features/consent";'],
    ["app/boot/example.ts", 'import { consentControl as value } from "~/features/consent/boot";'],
    ["local/example.ts", 'import { describeOffer as value } from "../app/catalogue/offers.ts";'],
    ["local/example.ts", 'import { paths as value } from "../app/contracts/paths.ts";'],
    ["testing/api/example.ts", 'import { startLocalServices as value } from "../../local/services.ts";'],
    ["testing/server/example.ts", 'import { finishBuild as value } from "../../scripts/postbuild/finish-build.ts";'],
    ["server/example.test.ts", 'import { rawGet as value } from "../testing/server/raw-http.ts";'],
    [
      "local/checkout/example.test.ts",
      'import { startStandIn as value } from "../../testing/stand-in-harnesses/payment-stand-in.ts";',
    ],
    [
      "api/subscribers/example.test.ts",
      'import { testDatabases as value } from "../../testing/database/test-databases.ts";',
    ],
    ["bench/load/example.ts", 'import { startPostgres as value } from "../../testing/database/throwaway-postgres.ts";'],
    ["api/subscribers/example.test.ts", 'import { serveApi as value } from "../../server/api-bridge.ts";'],
    ["app/mail/example.ts", 'import { holdingOf as value } from "../shared/subscriber/holding.ts";'],
    ["app/mail/example.ts", 'import { holdingWords as value } from "../shared/subscriber/holding-sentences.ts";'],
    ["app/mail/example.ts", 'import { longDate as value } from "../shared/i18n/long-date.ts";'],
    ["app/mail/example.ts", 'import { mailWords as value } from "../shared/content/mail-copy.ts";'],
    ["app/mail/example.ts", 'import { paths as value } from "../contracts/paths.ts";'],
    ["app/mail/example.ts", 'import { choiceForOffer as value } from "../catalogue/offers.ts";'],
    ["api/mail/example.ts", 'import { renderMail as value } from "../../app/mail/render-mail.tsx";'],
  ])("accepts %s: %s", async (filePath, importLine) => {
    expect(await layerErrors(filePath, importLine)).toEqual([]);
  });
});

describe("file size enforced by lint", () => {
  const sizeErrors = async (filePath: string, lines: number) => {
    const text = Array.from({ length: lines }, (_, line) => `export const line${line} = ${line};`).join("\n");
    const [result] = await eslint.lintText(`${text}\n`, { filePath });
    return result!.messages.filter((message) => message.ruleId === "max-lines");
  };

  it.each(["app/shared/example.ts", "local/checkout/example.test.ts", "testing/example.ts", "e2e/example.spec.ts"])(
    "rejects 201 lines in %s and accepts 200",
    async (filePath) => {
      expect(await sizeErrors(filePath, 201)).toHaveLength(1);
      expect(await sizeErrors(filePath, 200)).toEqual([]);
    },
  );

  it("accepts a language's words at any length", async () => {
    expect(await sizeErrors("app/shared/content/en/example.ts", 400)).toEqual([]);
    expect(await sizeErrors("app/shared/content/example.ts", 201)).toHaveLength(1);
  });
});
