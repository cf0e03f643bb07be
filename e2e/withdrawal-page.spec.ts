// The mailed cancel link's page offers the right of withdrawal within the 14 days after a checkout
// (contracts/cancel-api.ts, `WithdrawalOffer`): its own form, which ends the contract at once, with
// JavaScript (JSON) and without (a native post with `withdraw=1` and the API's 303). The API's
// answers are faked here, as in cancellation-page.spec.ts.
import type { Page, Route } from "@playwright/test";
import {
  cancelOutcomeAddress,
  cancelPaths,
  WITHDRAWAL_DAYS,
  type CancelLinkAnswer,
  type WithdrawalOffer,
} from "../app/contracts/cancel-api";
import { localizedPath, type Locale } from "../app/contracts/locales";
import { paths } from "../app/contracts/paths";
import { fillAll } from "../app/shared/content/fill";
import { axeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { copyIn } from "./site";

const contact = process.env.VITE_CONTACT_EMAIL || "hello@snapsong.example";
const words = (locale: Locale) =>
  fillAll(copyIn(locale).cancellation.confirm, { contact, withdrawalDays: WITHDRAWAL_DAYS });
const [en, de] = [words("en"), words("de")];

const TOKEN = "tok_e2e-withdraw-0123";
const confirmPage = (locale: Locale = "en") => `${localizedPath(paths.cancelConfirm, locale)}?token=${TOKEN}`;
const UNTIL = "2027-03-18T12:00:00Z";

/** The Pro plan bought three days ago in `currency`, paid at once (no trial), as its link's peek answers. */
function peek(currency: "USD" | "EUR", withdrawal: WithdrawalOffer | null | undefined): CancelLinkAnswer {
  const amount = currency === "USD" ? 600 : 499;
  return {
    subscription: {
      ...{ id: "sub_e2e_w", offer: "pro-monthly", status: "active", amount, currency, interval: "month" },
      ...{ trialEnd: null, currentPeriodEnd: "2027-04-01T12:00:00Z", endedAt: null, cancelAtPeriodEnd: false },
      nextCharge: { amount, currency, on: "2027-04-01T12:00:00Z", tax: null, discount: null },
      addedByEmail: false,
    },
    locale: currency === "USD" ? "en" : "de",
    used: false,
    // An API without the field yet leaves it out: no offer.
    ...(withdrawal !== undefined && { withdrawal }),
  } as CancelLinkAnswer;
}
const offer = (amount: number, currency: string): WithdrawalOffer => ({ until: UNTIL, refund: { amount, currency } });

/** Answers the link's peek with `answer`, and a POST as withdrawn with what the offer refunds; keeps each POST's JSON. */
async function fakeLink(page: Page, answer: CancelLinkAnswer) {
  const posted: unknown[] = [];
  await page.route(`**${cancelPaths.link(TOKEN)}`, (route: Route) => {
    if (route.request().method() !== "POST") return json(route, answer);
    posted.push([route.request().headers()["content-type"], route.request().postDataJSON()]);
    const withdrawn = { refund: answer.withdrawal!.refund };
    return json(route, { ...answer, used: true, withdrawal: null, withdrawn });
  });
  return posted;
}
const json = (route: Route, body: unknown) =>
  route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify(body) });

const withdrawButton = (page: Page, copy: typeof en) => page.getByRole("button", { name: copy.withdrawal.button });

test.describe("with JavaScript", () => {
  test("offers the withdrawal with its last day and refund, and withdraws with one press", async ({ page }) => {
    const posted = await fakeLink(page, peek("USD", offer(600, "USD")));
    await page.goto(confirmPage());
    const choice = page.getByRole("form", { name: "Withdraw from the contract" });
    await expect(choice).toContainText(
      "Until March 18, 2027 you may withdraw from the contract without giving a reason. Your subscription then ends at once, not at the end of the period.",
    );
    await expect(choice.getByText("You get $6 back.")).toBeVisible();
    // The general words are for a page that cannot look the link up.
    await expect(choice.getByText(en.withdrawal.offerUnnamed)).toBeHidden();
    await expect(page.getByRole("button", { name: en.button })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await withdrawButton(page, en).click();
    await expect(page.getByRole("heading", { name: en.withdrawn.title })).toBeFocused();
    await expect(
      page.getByText(
        "Your subscription has ended now. $6 is on its way back to the card you paid with; a confirmation is on its way by email.",
        { exact: true },
      ),
    ).toBeVisible();
    expect(posted).toEqual([["application/json", { withdraw: true, locale: "en" }]]);
    await expect(withdrawButton(page, en)).toBeHidden();
    await expect(page.getByRole("button", { name: en.button })).toBeHidden();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("in German: the day and the sum as German writes them, in the legal words", async ({ page }) => {
    const posted = await fakeLink(page, peek("EUR", offer(499, "EUR")));
    await page.goto(confirmPage("de"));
    const choice = page.getByRole("form", { name: "Den Vertrag widerrufen" });
    await expect(choice).toContainText(
      "Bis zum 18. März 2027 kannst du den Vertrag ohne Angabe von Gründen widerrufen.",
    );
    await expect(choice.getByText("Du bekommst 4,99\u00a0€ zurück.")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Widerrufen und sofort beenden" }).click();
    await expect(page.getByRole("heading", { name: "Du hast den Vertrag widerrufen" })).toBeFocused();
    await expect(page.getByText("Wir erstatten dir 4,99\u00a0€ auf die Karte, mit der du bezahlt hast")).toBeVisible();
    expect(posted).toEqual([["application/json", { withdraw: true, locale: "de" }]]);
  });

  test("in the free trial, says nothing was paid and nothing will be charged", async ({ page }) => {
    await fakeLink(page, peek("EUR", offer(0, "EUR")));
    await page.goto(confirmPage("de"));
    await expect(page.getByText("Du hast noch nichts bezahlt: Es wird auch nichts abgebucht.")).toBeVisible();
    await page.getByRole("button", { name: "Widerrufen und sofort beenden" }).click();
    await expect(page.getByText(de.withdrawn.textTrial)).toBeVisible();
  });

  for (const [which, withdrawal] of [
    ["none", null],
    ["an answer without the field", undefined],
  ] as const) {
    test(`offers no withdrawal with ${which}: only the cancellation`, async ({ page }) => {
      await fakeLink(page, peek("USD", withdrawal));
      await page.goto(confirmPage());
      await expect(page.getByText(/^You are cancelling: Pro plan/)).toBeVisible();
      await expect(withdrawButton(page, en)).toBeHidden();
      await expect(page.getByRole("heading", { name: en.withdrawal.title })).toBeHidden();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("offers it in general words, posts withdraw=1 where the cancel form posts, and shows the outcome", async ({
    page,
    baseURL,
  }) => {
    let posted: string[] = [];
    await page.route(`**${cancelPaths.fromPage}`, (route) => {
      const request = route.request();
      posted = [request.headers()["content-type"] ?? "", request.headers()["referer"] ?? "", request.postData() ?? ""];
      const address = cancelOutcomeAddress(localizedPath(paths.cancelConfirm, "de"), "withdrawn");
      return route.fulfill({ status: 303, headers: { Location: address } });
    });
    await page.goto(confirmPage("de"));
    await expect(page.getByText(de.withdrawal.offerUnnamed)).toBeVisible();
    expect(de.withdrawal.offerUnnamed).toMatch(/^Innerhalb von 14 Tagen nach dem Kauf kannst du den Vertrag/);
    await page.getByRole("button", { name: "Widerrufen und sofort beenden" }).click();
    await expect(page).toHaveURL("/de/cancel/confirm?withdrawn=1#withdrawn");
    // The API reads the token from the Referer, as for the cancel form.
    expect(posted).toEqual([
      "application/x-www-form-urlencoded",
      `${baseURL}${confirmPage("de")}`,
      "locale=de&withdraw=1",
    ]);
    await expect(page.getByRole("heading", { name: de.withdrawn.title })).toBeVisible();
    await expect(page.getByText(de.withdrawn.textUnnamed)).toBeVisible();
    await expect(page.getByRole("button", { name: "Widerrufen und sofort beenden" })).toBeHidden();
    await expect(page.getByRole("button", { name: de.button })).toBeHidden();
  });
});
