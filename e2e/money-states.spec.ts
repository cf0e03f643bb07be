// What a person reads about their money, state by state and screen by screen, in English and
// German: the pricing page (its heading and their plan's card), /glow, the paywall, the account
// menu and the footer's cancellation. Each state is made as the person's own presses would make
// it, through the site's API, the payment stand-in's hosted pages and its test clock
// (money-states.ts); every screen reads one model (app/shared/subscriber/subscriber.ts). The words
// expected: money-reads-en.ts, money-reads-de.ts; the screens: money-screens.ts.
import { expect, test, waitForStart } from "./fixtures";
import { accountMenu, newPerson, signUpNewPerson } from "./identity";
import type { StateName } from "./money-reads";
import { de } from "./money-reads-de";
import { en } from "./money-reads-en";
import {
  expectCancellation,
  expectGlow,
  expectPaywall,
  expectPricing,
  type Cancellation,
  type Period,
} from "./money-screens";
import { accessTokenOf, moneyDriver, WASHINGTON, type MoneyDriver } from "./money-states";

interface State {
  name: StateName;
  arrange(money: MoneyDriver): Promise<void>;
  /** The switch shows this period once the model knows. */
  period: Period;
  cancellation: Cancellation;
}

const states: State[] = [
  {
    name: "no subscription",
    arrange: async () => {},
    period: "Monthly",
    cancellation: "nothing to cancel",
  },
  {
    name: "trialing",
    arrange: (money) => money.subscribe("pro-monthly"),
    period: "Monthly",
    cancellation: "its cancellation",
  },
  {
    name: "trialing, taxed where they live",
    arrange: (money) => money.subscribe("pro-monthly", { address: WASHINGTON }),
    period: "Monthly",
    cancellation: "its cancellation",
  },
  {
    name: "active monthly",
    arrange: async (money) => {
      await money.subscribe("pro-monthly");
      await money.advance(8);
    },
    period: "Monthly",
    cancellation: "its cancellation",
  },
  {
    name: "active annual",
    arrange: async (money) => {
      await money.subscribe("pro-annual");
      await money.advance(8);
    },
    period: "Annually",
    cancellation: "its cancellation",
  },
  {
    name: "switched to Max annual",
    arrange: async (money) => {
      await money.subscribe("max-monthly");
      await money.switchTo("max-annual");
    },
    period: "Annually",
    cancellation: "its cancellation",
  },
  {
    name: "cancelled, until the period ends",
    arrange: async (money) => {
      await money.subscribe("pro-monthly");
      await money.cancel();
    },
    period: "Monthly",
    cancellation: "the portal",
  },
  {
    name: "past due",
    arrange: async (money) => {
      await money.subscribe("max-monthly", { card: "declines_later" });
      await money.advance(8);
    },
    period: "Monthly",
    cancellation: "its cancellation",
  },
  {
    name: "ended",
    arrange: async (money) => {
      await money.subscribe("pro-monthly");
      await money.cancel();
      await money.advance(8);
    },
    period: "Monthly",
    cancellation: "nothing to cancel",
  },
  {
    name: "research only",
    arrange: (money) => money.buyResearch(),
    period: "Monthly",
    cancellation: "its cancellation",
  },
  {
    name: "a plan and research",
    arrange: async (money) => {
      await money.subscribe("max-monthly");
      await money.buyResearch("paywall-yearly");
    },
    period: "Monthly",
    cancellation: "a choice",
  },
];

const sitesOwnAnswer: Cancellation[] = ["nothing to cancel", "a choice"];

// A person with nothing to cancel: the browser reports the API's 404.
test.use({ allowedConsoleErrors: [/status of 404/] });

for (const state of states) {
  test(`what a person reads, ${state.name}`, async ({ page, baseURL, request }, testInfo) => {
    test.slow(); // ten screens in two languages, after a sign-up and a subscription
    const person = newPerson(testInfo);
    await signUpNewPerson(page, person, baseURL!);
    await state.arrange(moneyDriver(request, baseURL!, person, await accessTokenOf(page)));
    for (const language of ["en", "de"] as const) {
      const reads = { en, de }[language][state.name];
      await expectPricing(page, language, reads, state.period, person);
      await expectGlow(page, language, reads);
      await expectPaywall(page, language, reads);
      // Where the footer's cancellation goes is one decision in both languages; in German it is
      // followed where the site's own page answers (the payment provider's pages are in English).
      if (language === "en" || sitesOwnAnswer.includes(state.cancellation)) {
        await expectCancellation(page, language, state.cancellation);
      }
    }
  });
}

test("research bought with their email elsewhere: added and told, in its own portal, and 'not mine' removes it", async ({
  page,
  baseURL,
  request,
}, testInfo) => {
  test.slow(); // a sign-up, a subscription and a payment link's purchase
  const person = newPerson(testInfo);
  await signUpNewPerson(page, person, baseURL!);
  const money = moneyDriver(request, baseURL!, person, await accessTokenOf(page));
  await money.subscribe("max-monthly");
  // The payment link's checkout makes a customer of its own, whose portal alone shows the research.
  await money.boughtWithTheirEmail();
  // Each choice is named as the menu names it; the portal names the provider's product.
  const held = [
    { choice: /^Research subscription/, product: /^Research subscription/, not: "Max" },
    { choice: /^Max plan/, product: /Max \(monthly\)$/, not: "Research" },
  ];
  for (const { choice, product, not } of held) {
    await page.goto("/");
    await waitForStart(page);
    await accountMenu(page, person).click();
    await page.getByRole("banner").getByRole("link", { name: "Manage subscription" }).click();
    const choices = page.getByRole("list", { name: "Which subscription do you want to manage?" });
    await expect(choices.getByRole("link")).toHaveCount(2);
    await choices.getByRole("link", { name: choice }).click();
    await page.waitForURL(/\/portal\/sessions\/bps_local_\w+$/);
    const portal = page.getByRole("main");
    await expect(portal.getByRole("heading", { level: 2, name: product })).toBeVisible();
    await expect(portal).not.toContainText(not);
  }

  await page.goto("/");
  await waitForStart(page);
  await accountMenu(page, person).click();
  const subscriptions = page.getByTestId("account-subscriptions");
  await expect(subscriptions).toContainText("Added because it was bought with your email");
  await subscriptions.getByRole("button", { name: "Not mine: remove it" }).click();
  await expect(subscriptions).not.toContainText("Research subscription");
  await expect(subscriptions).toContainText("Max plan");
});
