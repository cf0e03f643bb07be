// The screens that say what a person has (e2e/money-states.spec.ts), each opened and read in one
// language: the pricing page and the account menu, /glow, the paywall, the footer's cancellation.
import type { Page } from "@playwright/test";
import { copies } from "../app/shared/content/languages";
import { expect, test, waitForStart } from "./fixtures";
import type { Person } from "./identity";
import type { Language, Reads } from "./money-reads";
import { de } from "./money-reads-de";
import { en } from "./money-reads-en";

/** Where the footer's "Cancel subscription" takes them. */
export type Cancellation = "its cancellation" | "the portal" | "nothing to cancel" | "a choice";
/** The billing switch's period. */
export type Period = "Monthly" | "Annually";

const readsIn = { en, de };
const prefix = (language: Language) => (language === "en" ? "" : `/${language}`);
const yourPlanBadge = { en: "Your plan", de: "Dein Abo" };
const periodName = {
  en: { Monthly: "Monthly", Annually: "Annually" },
  de: { Monthly: "Monatlich", Annually: "Jährlich" },
};

/** Opens a page and waits until what it says no longer depends on something it does not know. */
export async function openSettled(page: Page, path: string) {
  await page.goto(path);
  await waitForStart(page);
  await expect(page.locator("html")).not.toHaveAttribute("data-subscriber-pending");
}

async function screenshot(page: Page, name: string) {
  await test.info().attach(name, { body: await page.screenshot({ fullPage: true }), contentType: "image/png" });
}

export async function expectPricing(page: Page, language: Language, reads: Reads, period: Period, person: Person) {
  await openSettled(page, `${prefix(language)}/pricing`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(reads.heading);
  await expect(page.getByRole("radio", { name: new RegExp(periodName[language][period]) })).toBeChecked();
  for (const card of ["Pro", "Max"] as const) {
    const article = page.getByRole("article", { name: card });
    const theirs = reads.yourPlan?.card === card;
    await expect(article.getByText(yourPlanBadge[language], { exact: true }), `${card}: theirs`).toHaveCount(
      theirs ? 1 : 0,
    );
    if (theirs) await expect(article.getByTestId("plan-state")).toHaveText(reads.yourPlan!.state);
  }
  // Only someone who has never had the plans' trial is offered it.
  const trialOffers = page.getByRole("link", { name: language === "en" ? /free trial with/ : /kostenlos testen/ });
  if (reads.heading === readsIn[language]["no subscription"].heading) await expect(trialOffers.first()).toBeVisible();
  else await expect(trialOffers).toHaveCount(0);
  await screenshot(page, `${language} pricing`);
  // The menu is named "Account: …", "Konto: …".
  await page
    .getByRole("banner")
    .getByRole("button", { name: new RegExp(`: ${person.name}$`) })
    .click();
  await expect(page.getByTestId("account-subscriptions")).toHaveText(reads.menu);
  await screenshot(page, `${language} account menu`);
}

export async function expectGlow(page: Page, language: Language, reads: Reads) {
  await openSettled(page, `${prefix(language)}/glow`);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(reads.glow.title);
  await expect(page.getByTestId("glow-lede").filter({ visible: true })).toHaveText(reads.glow.lede);
  await screenshot(page, `${language} glow`);
}

export async function expectPaywall(page: Page, language: Language, reads: Reads) {
  await openSettled(page, `${prefix(language)}/play/tsla`);
  // A failing payment is told on every page, under the header, until it is mended (payment-alert.tsx).
  const failing = page.getByTestId("payment-alert");
  if (reads.alert) await expect(failing).toHaveText(reads.alert);
  else await expect(failing).toHaveCount(0);
  if (reads.paywall === "trial box") {
    await expect(page.getByTestId("research-unlocked")).toHaveCount(0);
    await expect(page.getByRole("link", { name: /Monthly|Monatlich/ })).toBeVisible();
  } else {
    await expect(page.getByTestId("research-standing")).toHaveText(reads.paywall);
    // The open research never says a song plan includes it.
    await expect(page.getByTestId("research-unlocked")).not.toContainText(
      /Your subscription includes|Dein Abo umfasst/,
    );
  }
  await screenshot(page, `${language} paywall`);
}

export async function expectCancellation(page: Page, language: Language, cancellation: Cancellation) {
  await openSettled(page, `${prefix(language)}/`);
  const footer = page.getByRole("contentinfo");
  await footer
    .getByRole("link", { name: language === "en" ? "Cancel subscription" : "Verträge hier kündigen" })
    .click();
  // The footer's page (features/cancellation/): the signed-in person's direct way, their account.
  await page.waitForURL(new RegExp(`${prefix(language)}/cancel$`));
  await page.getByRole("link", { name: copies[language].cancellation.request.account.action }).click();
  switch (cancellation) {
    case "its cancellation":
      await page.waitForURL(/\/portal\/sessions\/bps_local_\w+\/cancel\/sub_local_\w+$/);
      await expect(page.getByRole("button", { name: "Cancel subscription" })).toBeVisible();
      break;
    case "the portal":
      await page.waitForURL(/\/portal\/sessions\/bps_local_\w+$/);
      break;
    case "nothing to cancel":
      await expect(page.getByRole("alert")).toHaveText(
        language === "en" ? /no subscription with us yet/ : /noch kein Abo bei uns/,
      );
      // Bought without an account, or under another email: the provider's own login link.
      await expect(
        page.getByRole("link", { name: language === "en" ? /customer portal/ : /Kundenportal/ }),
      ).toHaveAttribute("href", /\/p\/login\//);
      break;
    case "a choice": {
      const choices = page.getByRole("list", { name: language === "en" ? /Which subscription/ : /Welches Abo/ });
      await expect(choices.getByRole("link")).toHaveCount(2);
      await screenshot(page, `${language} cancellation choice`);
      await choices.getByRole("link", { name: language === "en" ? /Research subscription/ : /Recherche-Abo/ }).click();
      await page.waitForURL(/\/portal\/sessions\/bps_local_\w+\/cancel\/sub_local_\w+$/);
      await expect(page.getByRole("main")).toContainText("Research subscription");
      break;
    }
  }
  await screenshot(page, `${language} cancellation`);
}
