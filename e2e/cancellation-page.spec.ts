// Cancelling needs no account (§ 312k BGB): every footer's link, /cancel's form that mails a
// one-time link, and the link's page, with JavaScript (JSON) and without (native posts and the
// API's 303s, contracts/cancel-api.ts). The API's answers are faked here; the real flow, mail and
// all, is the mail suite's.
import type { Page, Route } from "@playwright/test";
import { cancelOutcomeAddress, cancelPaths, type CancelLinkAnswer } from "../app/contracts/cancel-api";
import { localizedPath, type Locale } from "../app/contracts/locales";
import { paths } from "../app/contracts/paths";
import { fillAll } from "../app/shared/content/fill";
import { baseURL } from "../playwright.config";
import { axeViolations } from "./axe";
import { expect, test, waitForStart, withSessionNote } from "./fixtures";
import { copyIn } from "./site";

const contact = process.env.VITE_CONTACT_EMAIL || "hello@snapsong.example";
const words = (locale: Locale) => fillAll(copyIn(locale).cancellation, { contact, minutes: 60 });
const [en, de] = [words("en"), words("de")];

/** A next charge the provider has not previewed yet: no tax or discount known. */
const NOT_PREVIEWED = { tax: null, discount: null };
/** The Pro plan in its trial, as the API answers for its link: untouched, or cancelled at the trial's end. */
const linkAnswer = (cancelled: boolean): CancelLinkAnswer => ({
  subscription: {
    ...{ id: "sub_e2e", offer: "pro-monthly", status: "trialing", amount: 600, currency: "USD", interval: "month" },
    ...{ trialEnd: "2027-03-04T12:00:00Z", currentPeriodEnd: "2027-03-04T12:00:00Z", endedAt: null },
    ...{ cancelAtPeriodEnd: cancelled, addedByEmail: false },
    nextCharge: cancelled ? null : { amount: 600, currency: "USD", on: "2027-03-04T12:00:00Z", ...NOT_PREVIEWED },
  },
  locale: "en",
  used: cancelled,
  withdrawal: null,
});

const json = (route: Route, status: number, body: unknown = {}) =>
  route.fulfill({ status, contentType: "application/json", body: JSON.stringify(body) });
const TOKEN = "tok_e2e-0123456789";
const confirmPage = (locale: Locale = "en") => `${localizedPath(paths.cancelConfirm, locale)}?token=${TOKEN}`;

async function askForLink(page: Page, copy: typeof en, contract: "plan" | "research") {
  await page.getByLabel(copy.request.form.email).fill("ada@example.com");
  await page.getByRole("radio", { name: contract === "plan" ? /\(Pro/ : copy.request.form.research }).check();
  await page.getByRole("button", { name: copy.request.form.submit }).click();
}

/** What the page says went wrong (the other outcomes' notes stay hidden). */
const shownAlert = (page: Page) => page.getByRole("alert").filter({ visible: true });

test.describe("with JavaScript", () => {
  test("every footer links /cancel in its language, in § 312k BGB's words in German", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "Cancel subscription" })).toHaveAttribute("href", paths.cancel);
    await page.goto("/de/pricing");
    await expect(footer.getByRole("link", { name: "Verträge hier kündigen" })).toHaveAttribute("href", "/de/cancel");
  });

  test("/cancel mails a link with JSON and says where it went, for how long", async ({ page }) => {
    const asked: unknown[] = [];
    await page.route(`**${cancelPaths.request}`, (route) => {
      asked.push([route.request().headers()["content-type"], route.request().postDataJSON()]);
      return json(route, 202, { expiresInMinutes: 60 });
    });
    await page.goto(paths.cancel);
    await waitForStart(page);
    // Nobody may be signed in here: no way through an account is offered.
    await expect(page.getByRole("link", { name: en.request.account.action })).toBeHidden();
    expect(await axeViolations(page)).toEqual([]);
    await askForLink(page, en, "research");
    await expect(page.getByRole("status").filter({ hasText: "@" })).toHaveText(
      "If a subscription of this kind is on ada@example.com, we have sent a link to it that works for 60 minutes.",
    );
    const fields = { email: "ada@example.com", contract: "research", locale: "en" };
    expect(asked).toEqual([["application/json", fields]]);
    expect(await axeViolations(page)).toEqual([]);
  });

  test.describe("refused", () => {
    test.use({ allowedConsoleErrors: [/status of (429|503)/] });

    test("/cancel says what a refusal means, and leaves the form to try again", async ({ page }) => {
      let status = 429;
      await page.route(`**${cancelPaths.request}`, (route) => json(route, status));
      await page.goto("/de/cancel");
      await waitForStart(page);
      await askForLink(page, de, "plan");
      await expect(shownAlert(page)).toHaveText(de.request.errors.busy);
      status = 503;
      await page.getByRole("button", { name: de.request.form.submit }).click();
      await expect(shownAlert(page)).toHaveText(de.request.errors.unavailable);
    });
  });

  test("someone who may be signed in is offered today's way through the account first", async ({ page }) => {
    await withSessionNote(page);
    await page.goto(paths.cancel);
    await waitForStart(page);
    await expect(page.getByRole("link", { name: en.request.account.action })).toHaveAttribute("href", /go=cancel$/);
    await expect(page.getByRole("button", { name: en.request.form.submit })).toBeVisible();
  });

  test("the link's page says what it cancels in the model's words, and cancels it with one press", async ({ page }) => {
    const methods: string[] = [];
    await page.route(`**${cancelPaths.link(TOKEN)}`, (route) => {
      methods.push(route.request().method());
      return json(route, 200, linkAnswer(route.request().method() === "POST"));
    });
    const offSite: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).origin !== new URL(baseURL).origin) offSite.push(request.url());
    });
    await page.goto(confirmPage());
    const what = "You are cancelling: Pro plan · Free trial until March 4, 2027, then $6 a month";
    await expect(page.getByText(what)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Cancel subscription" }).click();
    await expect(page.getByRole("heading", { name: en.confirm.done.title })).toBeFocused();
    const done =
      "Pro plan · Cancelled: yours until March 4, 2027, nothing more is charged. A confirmation is on its way by email.";
    await expect(page.getByText(done, { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Cancel subscription" })).toBeHidden();
    expect(methods).toEqual(["GET", "POST"]);
    expect(await axeViolations(page)).toEqual([]);
    // The token reaches nothing beyond the site, and no analytics: the page runs no app and no tag.
    expect(offSite).toEqual([]);
    expect(await page.evaluate(() => JSON.stringify(window.dataLayer ?? []))).not.toContain("page_view");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/cancel\/confirm$/);
  });

  test.describe("a link that can do nothing more", () => {
    test.use({ allowedConsoleErrors: [/status of 4(04|10)/] });

    for (const [status, state] of [
      [410, "used"],
      [404, "expired"],
    ] as const) {
      test(`${status}: says so in German, with the way to a new link`, async ({ page }) => {
        await page.route(`**${cancelPaths.link(TOKEN)}`, (route) => json(route, status));
        await page.goto(confirmPage("de"));
        await expect(page.getByRole("heading", { name: de.confirm[state].title })).toBeVisible();
        const again = page.getByRole("link", { name: de.confirm.newLink }).filter({ visible: true });
        await expect(again).toHaveAttribute("href", "/de/cancel");
        await expect(page.getByRole("button", { name: "Jetzt kündigen" })).toBeHidden();
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/cancel posts its form and shows what the API's redirect names", async ({ page }) => {
    let posted: [string | undefined, string | null] | undefined;
    await page.route(`**${cancelPaths.request}`, (route) => {
      posted = [route.request().headers()["content-type"], route.request().postData()];
      return route.fulfill({ status: 303, headers: { Location: cancelOutcomeAddress("/de/cancel", "sent") } });
    });
    await page.goto("/de/cancel");
    await expect(page.getByRole("link", { name: de.request.account.action })).toBeHidden();
    await askForLink(page, de, "research");
    await expect(page).toHaveURL("/de/cancel?sent=1#sent");
    await expect(page.getByText(de.request.sentToGiven)).toBeVisible();
    expect(posted?.[0]).toBe("application/x-www-form-urlencoded");
    const fields = { locale: "de", email: "ada@example.com", contract: "research" };
    expect(Object.fromEntries(new URLSearchParams(posted?.[1] ?? ""))).toEqual(fields);
  });

  test("the link's page posts its form, the page's address its Referer, and shows the cancellation the redirect names", async ({
    page,
    baseURL,
  }) => {
    let posted: string[] = [];
    await page.route(`**${cancelPaths.fromPage}`, (route) => {
      posted = [route.request().headers()["referer"] ?? "", route.request().postData() ?? ""];
      return route.fulfill({ status: 303, headers: { Location: cancelOutcomeAddress(paths.cancelConfirm, "done") } });
    });
    await page.goto(confirmPage());
    await page.getByRole("button", { name: "Cancel subscription" }).click();
    await expect(page).toHaveURL(`${paths.cancelConfirm}?done=1#done`);
    // The API reads the token from the Referer: the page's whole address, as same-origin requests carry it.
    expect(posted).toEqual([`${baseURL}${confirmPage()}`, "locale=en"]);
    await expect(page.getByRole("heading", { name: en.confirm.done.title })).toBeVisible();
    await expect(page.getByText(en.confirm.done.textUnnamed)).toBeVisible();
    await expect(page.getByRole("button", { name: "Cancel subscription" })).toBeHidden();
  });

  test("each page shows what an error's redirect names, with the form or a new link's way", async ({ page }) => {
    for (const outcome of ["invalid", "busy", "unavailable"] as const) {
      await page.goto(cancelOutcomeAddress(paths.cancel, outcome));
      await expect(shownAlert(page)).toHaveText(en.request.errors[outcome]);
      await expect(page.getByRole("button", { name: en.request.form.submit })).toBeVisible();
    }
    await page.goto(cancelOutcomeAddress(localizedPath(paths.cancelConfirm, "de"), "used"));
    await expect(page.getByRole("heading", { name: de.confirm.used.title })).toBeVisible();
    const again = page.getByRole("link", { name: de.confirm.newLink }).filter({ visible: true });
    await expect(again).toHaveAttribute("href", "/de/cancel");
    await expect(page.getByRole("button", { name: "Jetzt kündigen" })).toBeHidden();
  });
});
