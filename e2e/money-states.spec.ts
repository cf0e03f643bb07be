// What a person reads about their money, state by state and screen by screen, in English and
// German: the pricing page (its heading and their plan's card), /glow, the paywall, the account
// menu and the footer's cancellation. Each state is made as the person's own presses would make
// it, through the site's API, the payment stand-in's hosted pages and its test clock
// (money-states.ts); every screen reads one model (app/shared/subscriber/subscriber.ts).
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { newPerson, signUpNewPerson, type Person } from "./identity";
import { accessTokenOf, moneyDriver, type MoneyDriver } from "./money-states";

type Language = "en" | "de";
/** Where the footer's "Cancel subscription" takes them. */
type Cancellation = "its cancellation" | "the portal" | "nothing to cancel" | "a choice";

interface Reads {
  heading: string;
  /** The card marked as theirs, and what it says of it; null: no card is theirs. */
  yourPlan: { card: "Pro" | "Max"; state: RegExp } | null;
  glow: { title: RegExp; lede: RegExp };
  /** The paywall: its trial box, or the research open and where it stands. */
  paywall: "trial box" | RegExp;
  menu: RegExp;
}

interface State {
  name: string;
  arrange(money: MoneyDriver): Promise<void>;
  reads: Record<Language, Reads>;
  /** The switch shows this period once the model knows. */
  period: "Monthly" | "Annually";
  cancellation: Cancellation;
}

const day = String.raw`[\w.,äöüÄÖÜ ]+ \d{4}`;
/** A whole text; a space matches any (Intl writes '6 $' with a no-break space). */
const re = (source: string) => new RegExp(`^${source.replace(/ /g, String.raw`\s`)}$`);

const states: State[] = [
  {
    name: "no subscription",
    arrange: async () => {},
    period: "Monthly",
    cancellation: "nothing to cancel",
    reads: {
      en: {
        heading: "Start with a 7‑day free trial",
        yourPlan: null,
        glow: { title: /^No payment was made$/, lede: /nothing was charged\. Your 7-day free trial is there/ },
        paywall: "trial box",
        menu: /^No subscription yet$/,
      },
      de: {
        heading: "Teste 7 Tage kostenlos",
        yourPlan: null,
        glow: { title: /^Es ist keine Zahlung erfolgt$/, lede: /kostenlose Testphase/ },
        paywall: "trial box",
        menu: /^Noch kein Abo$/,
      },
    },
  },
  {
    name: "trialing",
    arrange: (money) => money.subscribe("pro-monthly"),
    period: "Monthly",
    cancellation: "its cancellation",
    reads: {
      en: {
        heading: "Pick your plan",
        yourPlan: { card: "Pro", state: re(`\\$6 a month · Free trial until ${day}, then \\$6 a month`) },
        glow: {
          title: /^You're in — welcome aboard!$/,
          lede: re(`Your Pro plan's free trial runs until ${day}; your first payment of \\$6 is on that day\\..*`),
        },
        paywall: "trial box",
        menu: re(`Pro plan · \\$6 a monthFree trial until ${day}, then \\$6 a month`),
      },
      de: {
        heading: "Wähl dein Abo",
        yourPlan: { card: "Pro", state: re(`6 \\$ im Monat · Kostenlos bis ${day}, danach 6 \\$ im Monat`) },
        glow: {
          title: /^Du bist dabei – willkommen an Bord!$/,
          lede: re(
            `Die kostenlose Testphase deines Pro-Abos läuft bis zum ${day}; an diesem Tag ist deine erste Zahlung von 6 \\$ fällig\\..*`,
          ),
        },
        paywall: "trial box",
        menu: re(`Pro-Abo · 6 \\$ im MonatKostenlos bis ${day}, danach 6 \\$ im Monat`),
      },
    },
  },
  {
    name: "active monthly",
    arrange: async (money) => {
      await money.subscribe("pro-monthly");
      await money.advance(8);
    },
    period: "Monthly",
    cancellation: "its cancellation",
    reads: {
      en: {
        heading: "Pick your plan",
        yourPlan: { card: "Pro", state: re(`\\$6 a month · Renews on ${day} for \\$6 a month`) },
        glow: {
          title: /^You're in — welcome aboard!$/,
          lede: re(`Your Pro plan is active and renews on ${day} for \\$6\\..*`),
        },
        paywall: "trial box",
        menu: re(`Pro plan · \\$6 a monthRenews on ${day} for \\$6 a month`),
      },
      de: {
        heading: "Wähl dein Abo",
        yourPlan: { card: "Pro", state: re(`6 \\$ im Monat · Verlängert sich am ${day} für 6 \\$ im Monat`) },
        glow: {
          title: /^Du bist dabei – willkommen an Bord!$/,
          lede: re(`Dein Pro-Abo ist aktiv und verlängert sich am ${day} für 6 \\$\\..*`),
        },
        paywall: "trial box",
        menu: re(`Pro-Abo · 6 \\$ im MonatVerlängert sich am ${day} für 6 \\$ im Monat`),
      },
    },
  },
  {
    name: "active annual",
    arrange: async (money) => {
      await money.subscribe("pro-annual");
      await money.advance(8);
    },
    period: "Annually",
    cancellation: "its cancellation",
    reads: {
      en: {
        heading: "Pick your plan",
        yourPlan: { card: "Pro", state: re(`\\$36 a year · Renews on ${day} for \\$36 a year`) },
        glow: { title: /^You're in/, lede: re(`Your Pro plan is active and renews on ${day} for \\$36\\..*`) },
        paywall: "trial box",
        menu: re(`Pro plan · \\$36 a yearRenews on ${day} for \\$36 a year`),
      },
      de: {
        heading: "Wähl dein Abo",
        yourPlan: { card: "Pro", state: re(`36 \\$ im Jahr · Verlängert sich am ${day} für 36 \\$ im Jahr`) },
        glow: {
          title: /^Du bist dabei/,
          lede: re(`Dein Pro-Abo ist aktiv und verlängert sich am ${day} für 36 \\$\\..*`),
        },
        paywall: "trial box",
        menu: re(`Pro-Abo · 36 \\$ im JahrVerlängert sich am ${day} für 36 \\$ im Jahr`),
      },
    },
  },
  {
    name: "switched to Max annual",
    arrange: async (money) => {
      await money.subscribe("max-monthly");
      await money.switchTo("max-annual");
    },
    period: "Annually",
    cancellation: "its cancellation",
    reads: {
      en: {
        heading: "Pick your plan",
        yourPlan: { card: "Max", state: re(`\\$72 a year · Free trial until ${day}, then \\$72 a year`) },
        glow: {
          title: /^You're in/,
          lede: re(`Your Max plan's free trial runs until ${day}; your first payment of \\$72 is on that day.*`),
        },
        paywall: "trial box",
        menu: re(`Max plan · \\$72 a yearFree trial until ${day}, then \\$72 a year`),
      },
      de: {
        heading: "Wähl dein Abo",
        yourPlan: { card: "Max", state: re(`72 \\$ im Jahr · Kostenlos bis ${day}, danach 72 \\$ im Jahr`) },
        glow: {
          title: /^Du bist dabei/,
          lede: re(
            `Die kostenlose Testphase deines Max-Abos läuft bis zum ${day}; an diesem Tag ist deine erste Zahlung von 72 \\$ fällig.*`,
          ),
        },
        paywall: "trial box",
        menu: re(`Max-Abo · 72 \\$ im JahrKostenlos bis ${day}, danach 72 \\$ im Jahr`),
      },
    },
  },
  {
    name: "cancelled, until the period ends",
    arrange: async (money) => {
      await money.subscribe("pro-monthly");
      await money.cancel();
    },
    period: "Monthly",
    cancellation: "the portal",
    reads: {
      en: {
        heading: "Pick your plan",
        yourPlan: { card: "Pro", state: re(`\\$6 a month · Cancelled: yours until ${day}, nothing more is charged`) },
        glow: {
          title: /^Your Pro plan is cancelled$/,
          lede: re(`Cancelled: yours until ${day}, nothing more is charged\\.`),
        },
        paywall: "trial box",
        menu: re(`Pro plan · \\$6 a monthCancelled: yours until ${day}, nothing more is charged`),
      },
      de: {
        heading: "Wähl dein Abo",
        yourPlan: {
          card: "Pro",
          state: re(`6 \\$ im Monat · Gekündigt: läuft bis ${day}, es wird nichts mehr abgebucht`),
        },
        glow: {
          title: /^Dein Pro-Abo ist gekündigt$/,
          lede: re(`Gekündigt: läuft bis ${day}, es wird nichts mehr abgebucht\\.`),
        },
        paywall: "trial box",
        menu: re(`Pro-Abo · 6 \\$ im MonatGekündigt: läuft bis ${day}, es wird nichts mehr abgebucht`),
      },
    },
  },
  {
    name: "past due",
    arrange: async (money) => {
      await money.subscribe("max-monthly", { card: "declines_later" });
      await money.advance(8);
    },
    period: "Monthly",
    cancellation: "its cancellation",
    reads: {
      en: {
        heading: "Pick your plan",
        yourPlan: { card: "Max", state: /^\$12 a month · Last payment failed: update your card$/ },
        glow: { title: /^Your last payment didn't go through$/, lede: /^Last payment failed: update your card\.$/ },
        paywall: "trial box",
        menu: /^Max plan · \$12 a monthLast payment failed: update your card$/,
      },
      de: {
        heading: "Wähl dein Abo",
        yourPlan: {
          card: "Max",
          state: re("12 \\$ im Monat · Letzte Zahlung fehlgeschlagen: Bitte aktualisiere deine Karte"),
        },
        glow: { title: /^Deine letzte Zahlung hat nicht geklappt$/, lede: /^Letzte Zahlung fehlgeschlagen/ },
        paywall: "trial box",
        menu: re("Max-Abo · 12 \\$ im MonatLetzte Zahlung fehlgeschlagen: Bitte aktualisiere deine Karte"),
      },
    },
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
    reads: {
      en: {
        heading: "Pick your plan",
        yourPlan: null,
        glow: { title: /^Your Pro plan has ended$/, lede: re(`Ended on ${day}\\.`) },
        paywall: "trial box",
        menu: re(`Pro plan · \\$6 a monthEnded on ${day}`),
      },
      de: {
        heading: "Wähl dein Abo",
        yourPlan: null,
        glow: { title: /^Dein Pro-Abo ist beendet$/, lede: re(`Beendet am ${day}\\.`) },
        paywall: "trial box",
        menu: re(`Pro-Abo · 6 \\$ im MonatBeendet am ${day}`),
      },
    },
  },
  {
    name: "research only",
    arrange: (money) => money.buyResearch(),
    period: "Monthly",
    cancellation: "its cancellation",
    reads: {
      en: {
        heading: "Start with a 7‑day free trial",
        yourPlan: null,
        glow: {
          title: /^Your research is unlocked$/,
          lede: re(`Free trial until ${day}, then \\$4\\.99 a month\\. Open the research on any ticker:`),
        },
        paywall: re(`Research subscription · Free trial until ${day}, then \\$4\\.99 a month`),
        menu: re(`Research subscription · \\$4\\.99 a monthFree trial until ${day}, then \\$4\\.99 a month`),
      },
      de: {
        heading: "Teste 7 Tage kostenlos",
        yourPlan: null,
        glow: {
          title: /^Deine Recherche ist freigeschaltet$/,
          lede: re(`Kostenlos bis ${day}, danach 4,99 \\$ im Monat\\. Öffne die Recherche.*`),
        },
        paywall: re(`Recherche-Abo · Kostenlos bis ${day}, danach 4,99 \\$ im Monat`),
        menu: re(`Recherche-Abo · 4,99 \\$ im MonatKostenlos bis ${day}, danach 4,99 \\$ im Monat`),
      },
    },
  },
  {
    name: "a plan and research",
    arrange: async (money) => {
      await money.subscribe("max-monthly");
      await money.buyResearch("paywall-yearly");
    },
    period: "Monthly",
    cancellation: "a choice",
    reads: {
      en: {
        heading: "Pick your plan",
        yourPlan: { card: "Max", state: re(`\\$12 a month · Free trial until ${day}, then \\$12 a month`) },
        glow: { title: /^You're in/, lede: re(`Your Max plan's free trial runs until ${day}; .*`) },
        paywall: re(`Research subscription · Free trial until ${day}, then \\$35\\.88 a year`),
        menu: /Research subscription · \$35\.88 a year.*Max plan · \$12 a month|Max plan · \$12 a month.*Research subscription · \$35\.88 a year/,
      },
      de: {
        heading: "Wähl dein Abo",
        yourPlan: { card: "Max", state: re(`12 \\$ im Monat · Kostenlos bis ${day}, danach 12 \\$ im Monat`) },
        glow: { title: /^Du bist dabei/, lede: re(`Die kostenlose Testphase deines Max-Abos .*`) },
        paywall: re(`Recherche-Abo · Kostenlos bis ${day}, danach 35,88 \\$ im Jahr`),
        menu: /Recherche-Abo · 35,88\s\$ im Jahr.*Max-Abo · 12\s\$ im Monat|Max-Abo · 12\s\$ im Monat.*Recherche-Abo · 35,88\s\$ im Jahr/,
      },
    },
  },
];

const prefix = (language: Language) => (language === "en" ? "" : `/${language}`);
const yourPlanBadge = { en: "Your plan", de: "Dein Abo" };
const periodName = {
  en: { Monthly: "Monthly", Annually: "Annually" },
  de: { Monthly: "Monatlich", Annually: "Jährlich" },
};

/** Opens a page and waits until what it says no longer depends on something it does not know. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.locator("html")).not.toHaveAttribute("data-subscriber-pending");
}

async function screenshot(page: Page, name: string) {
  await test.info().attach(name, { body: await page.screenshot({ fullPage: true }), contentType: "image/png" });
}

async function expectPricing(page: Page, language: Language, reads: Reads, period: State["period"], person: Person) {
  await open(page, `${prefix(language)}/pricing`);
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
  if (reads.heading === states[0]!.reads[language].heading) await expect(trialOffers.first()).toBeVisible();
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

async function expectGlow(page: Page, language: Language, reads: Reads) {
  await open(page, `${prefix(language)}/glow`);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(reads.glow.title);
  await expect(page.getByTestId("glow-lede")).toHaveText(reads.glow.lede);
  await screenshot(page, `${language} glow`);
}

async function expectPaywall(page: Page, language: Language, reads: Reads) {
  await open(page, `${prefix(language)}/play/tsla`);
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

async function expectCancellation(page: Page, language: Language, cancellation: Cancellation) {
  await open(page, `${prefix(language)}/`);
  const footer = page.getByRole("contentinfo");
  await footer
    .getByRole("link", { name: language === "en" ? "Cancel subscription" : "Verträge hier kündigen" })
    .click();
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

// A person with nothing to cancel: the browser reports the API's 404.
test.use({ allowedConsoleErrors: [/status of 404/] });

for (const state of states) {
  test(`what a person reads, ${state.name}`, async ({ page, baseURL, request }, testInfo) => {
    test.slow(); // ten screens in two languages, after a sign-up and a subscription
    const person = newPerson(testInfo);
    await signUpNewPerson(page, person, baseURL!);
    await state.arrange(moneyDriver(request, baseURL!, person, await accessTokenOf(page)));
    for (const language of ["en", "de"] as const) {
      const reads = state.reads[language];
      await expectPricing(page, language, reads, state.period, person);
      await expectGlow(page, language, reads);
      await expectPaywall(page, language, reads);
      await expectCancellation(page, language, state.cancellation);
    }
  });
}
