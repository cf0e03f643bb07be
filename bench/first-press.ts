// The "first press" check: on the phone profile, each control is pressed once as soon as it is
// visible, and the bench records whether it did its job, and when. A sign-up press has done its job
// when the browser leaves for the hosted login (the provider's /authorize), wherever the waiting
// happened on the way; a paywall press when it leaves for the checkout.
import type { Browser, Locator, Page } from "@playwright/test";
import { phonePage } from "./phone-profile.ts";

export interface Control {
  path: string;
  name: string;
  control(page: Page): Locator;
  /** Whether a working press leaves the page (so the page cannot report its hydration). */
  leaves: boolean;
  /** A sign-up press: it must reach the hosted login within the budget. */
  signUp?: true;
  /** Resolves once the press has done its job (left for the hosted login, a price switched, …). */
  done(page: Page, origin: string, servicesOrigin: string): Promise<unknown>;
}

const leavesFor = (page: Page, url: (href: string) => boolean) =>
  page.waitForRequest((request) => request.isNavigationRequest() && url(request.url()), { timeout: 30_000 });

const reachesHostedLogin = (page: Page, _origin: string, services: string) =>
  leavesFor(page, (href) => href.startsWith(`${services}/authorize?`));

export const controls: Control[] = [
  {
    path: "/",
    name: "header Sign Up",
    control: (page) => page.getByRole("banner").getByRole("link", { name: "Sign Up" }),
    leaves: true,
    signUp: true,
    done: reachesHostedLogin,
  },
  {
    path: "/",
    name: "hero Get First Song",
    control: (page) => page.getByRole("link", { name: "Get First Song" }).first(),
    leaves: true,
    signUp: true,
    done: reachesHostedLogin,
  },
  {
    path: "/",
    name: "song sample play",
    control: (page) => page.getByRole("button", { name: "Play song sample" }),
    leaves: false,
    done: (page) =>
      // Asked from before the page arrives: a predicate that throws would end the wait.
      page.waitForFunction(() => document.querySelector("audio")?.paused === false, undefined, { timeout: 30_000 }),
  },
  {
    path: "/pricing",
    name: "Annually toggle",
    control: (page) => page.getByRole("group", { name: /billing/i }).getByText("Annually"),
    leaves: false,
    done: (page) =>
      page.waitForFunction(
        () => {
          const annual = document.querySelector<HTMLInputElement>("input[value=annual]");
          const price = document.querySelector("[data-period=annual]");
          return annual?.checked && price && getComputedStyle(price).display !== "none";
        },
        undefined,
        { timeout: 30_000 },
      ),
  },
  {
    path: "/pricing",
    name: "Max plan",
    control: (page) => page.getByRole("link", { name: "Start free trial with Max" }).filter({ visible: true }),
    leaves: true,
    signUp: true,
    done: reachesHostedLogin,
  },
  {
    path: "/pricing",
    name: "consent Accept",
    control: (page) => page.getByRole("region", { name: "Analytics cookies" }).getByRole("button", { name: "Accept" }),
    leaves: false,
    done: (page) =>
      page.getByRole("region", { name: "Analytics cookies" }).waitFor({ state: "hidden", timeout: 30_000 }),
  },
  {
    path: "/play/tsla",
    name: "paywall Monthly",
    control: (page) => page.getByRole("link", { name: /Monthly/ }),
    leaves: true,
    done: (page, _origin, services) =>
      leavesFor(page, (href) => href.startsWith(`${services}/checkout/`) && href.includes("client_reference_id=")),
  },
];

export interface PressResult {
  control: string;
  path: string;
  /** Milliseconds from the start of the page load. */
  visibleMs: number;
  pressedMs: number;
  doneMs: number | null;
  hydratedMs: number | null;
}

/** Presses the control once, as soon as it is visible, on a freshly loaded throttled page. */
export async function firstPress(browser: Browser, control: Control, origin: string, services: string) {
  const page = await phonePage(browser);
  try {
    const start = Date.now();
    const elapsed = () => Date.now() - start;
    const hydrated = page
      .waitForFunction(() => performance.getEntriesByName("hydrated").length > 0, undefined, { timeout: 30_000 })
      .then(elapsed, () => null);
    const done = control.done(page, origin, services).then(elapsed, () => null);
    await page.goto(`${origin}${control.path}`, { waitUntil: "commit" });
    // Nothing is visible to a person before the first paint (the DOM may already be there).
    await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0, undefined, {
      timeout: 30_000,
    });
    const target = control.control(page);
    await target.waitFor({ state: "visible", timeout: 30_000 });
    const visibleMs = elapsed();
    await target.click({ timeout: 30_000, noWaitAfter: true });
    const result: PressResult = {
      control: control.name,
      path: control.path,
      visibleMs,
      pressedMs: elapsed(),
      doneMs: await done,
      hydratedMs: null,
    };
    // A press that left the page ends its hydration too; only a page that stayed can report it.
    result.hydratedMs = control.leaves && result.doneMs !== null ? null : await hydrated;
    return result;
  } finally {
    await page.context().close();
  }
}
