// Every kind of page the site has, one line each, for the specs that visit them all
// (e2e/layout-matrix.spec.ts): its English path, and how to tell it has settled after it loaded.
import { expect, type Page } from "@playwright/test";
import { paths } from "../app/contracts/paths";
import { waitForStart } from "./fixtures";

export interface PageKind {
  /** The English path; each language's is made from it. */
  path: string;
  /**
   * The page hands the visitor on to the identity provider at once (features/hand-off/page): the test
   * keeps the provider unreachable, so the page stays and says so (or sends a signed-in person on).
   */
  handOff?: boolean;
  /** A test that the page shows its settled state (beyond its start: fixtures.ts `waitForStart`). */
  settled?: (page: Page) => Promise<unknown>;
  /**
   * The page runs neither the app nor a session of its own, so its header never shows who is signed
   * in: a mailed cancel link's page, which keeps the link's token from every script but its own.
   */
  noSession?: boolean;
  /**
   * The page shows a signed-in person what it shows anyone, under the header every page has: the
   * matrix looks at it signed out only (the header with a long name is looked at on the pages whose
   * content a session changes).
   */
  sameSignedIn?: boolean;
}

export const pageKinds: Record<string, PageKind> = {
  landing: { path: paths.landing },
  pricing: { path: paths.pricing },
  paywall: { path: paths.paywall("tsla") },
  signUp: { path: paths.signUp, handOff: true },
  account: { path: paths.account, handOff: true },
  glow: { path: paths.glow },
  // Without a checkout to confirm, it says so (once its script has asked the API).
  success: {
    path: paths.success,
    sameSignedIn: true,
    settled: (page) => page.waitForSelector('main [data-success-screen="missing"] a'),
  },
  // The cancelled checkout's return: it goes on to /glow.
  failure: {
    path: paths.failure,
    sameSignedIn: true,
    settled: (page) => page.waitForURL(/\/glow$/).then(() => waitForStart(page)),
  },
  // Without a link's token the link page says to ask for a new one (features/cancellation/).
  cancel: { path: paths.cancel },
  cancelConfirm: { path: paths.cancelConfirm, noSession: true, sameSignedIn: true },
  notFound: { path: "/no-such-page", sameSignedIn: true },
  privacy: { path: paths.legal("privacy"), sameSignedIn: true },
  terms: { path: paths.legal("terms"), sameSignedIn: true },
  legalNotice: { path: paths.legal("notice"), sameSignedIn: true },
};

/**
 * Waits until a page of this kind shows what it settles on. A hand-off page says it could not
 * reach the provider, or sends a signed-in person on: to a page of the site, or away from it.
 */
export async function settle(page: Page, kind: PageKind, siteOrigin: string): Promise<"on the site" | "left the site"> {
  if (kind.handOff) {
    // A signed-in person may be sent on before the page has even loaded.
    const requested = kind.path;
    const stayed = () => new URL(page.url()).pathname.endsWith(requested);
    const failed = () =>
      page.evaluate(() => document.documentElement.getAttribute("data-hand-off") === "failed").catch(() => false);
    await expect.poll(async () => !stayed() || (await failed()), { timeout: 30_000 }).toBe(true);
    if (stayed()) return "on the site";
    if (new URL(page.url()).origin !== siteOrigin) return "left the site";
  }
  // Hydrated, or, on a page whose app waits for a visitor with a session, started by the boot script.
  await waitForStart(page);
  await kind.settled?.(page);
  return "on the site";
}
