// Every mail in every language, rendered as the API renders it: its language, one heading, a text
// part that holds every link and every sum and date of the HTML, said as the pages' model says them
// (holding.ts, holding-sentences.ts, formatMoney, longDate), no image, and no axe violation.
import { JSDOM } from "jsdom";
import { beforeAll, describe, expect, it } from "vitest";
import { currencyDigits } from "../contracts/checkout-api.ts";
import { localeInfo, locales, type Currency, type Locale } from "../contracts/locales.ts";
import type { SubscriptionSummary } from "../contracts/subscription-api.ts";
import { mailWords } from "../shared/content/mail-copy.ts";
import { formatMoney } from "../catalogue/money.ts";
import { choiceForOffer } from "../catalogue/offers.ts";
import { longDate } from "../shared/i18n/long-date.ts";
import { holdingOf } from "../shared/subscriber/holding.ts";
import { choiceName, holdingWords } from "../shared/subscriber/holding-sentences.ts";
import { axeViolations } from "../../testing/mail/axe-in-jsdom.ts";
import { MAIL_KINDS, type MailFacts, type MinorMoney, type RenderedMail } from "./mail-facts.ts";
import { sampleMails, sampleSender } from "../../testing/mail/mail-samples.ts";
import type { FactsOf } from "./mail-context.ts";
import { renderMail } from "./render-mail.tsx";

const sender = sampleSender;

const parser = new new JSDOM().window.DOMParser();

/** The samples, and the turns they leave out: no retry to come, cancelled at once, nothing to cancel, all refunded. */
function mailsIn(locale: Locale): MailFacts[] {
  const samples = sampleMails(locale);
  const sample = <Kind extends MailFacts["kind"]>(kind: Kind) =>
    samples.find((facts): facts is FactsOf<Kind> => facts.kind === kind)!;
  const cancelled = sample("cancellation");
  const endedAt = cancelled.cancelledAt;
  const paidWithdrawal = samples.findLast((facts): facts is FactsOf<"withdrawal"> => facts.kind === "withdrawal")!;
  return [
    ...samples,
    { ...sample("payment-failed"), nextAttemptAt: null },
    { ...cancelled, subscription: { ...cancelled.subscription, status: "canceled", endedAt } },
    { ...sample("cancel-link"), choices: [] },
    { ...paidWithdrawal, kept: null },
  ];
}

/** What the mail must say, in the words of the pages' model: names, prices, standings, sums and days. */
function modelWords(facts: MailFacts): string[] {
  const { tag } = localeInfo[facts.locale];
  const day = (iso: string | null) => (iso ? longDate(iso.slice(0, 10), tag) : "");
  const words = holdingWords(mailWords[facts.locale].holdings, tag, day);
  const money = ({ amount, currency }: MinorMoney) =>
    formatMoney(amount / 10 ** currencyDigits(currency), currency as Currency, tag);
  const about = (summary: SubscriptionSummary) => {
    const holding = holdingOf(summary);
    const { name, price, standing } = words(holding);
    const next = holding.nextCharge ? [words.payment(holding.nextCharge), day(holding.nextCharge.on)] : [];
    return { holding, name, price, standing, sums: [name, price, ...next] };
  };
  if (facts.kind === "cancel-link")
    return facts.choices.flatMap(({ subscription: s }) => [about(s).name, about(s).standing]);
  const { holding, name, price, standing, sums } = about(facts.subscription);
  switch (facts.kind) {
    case "confirmation":
      return [
        ...sums,
        ...(holding.standing === "trial" ? [day(holding.until)] : []),
        ...(facts.paidToday ? [money(facts.paidToday)] : []),
      ];
    case "trial-reminder":
    case "renewal-reminder":
      return sums;
    case "payment-failed":
      return [...sums, standing, money(facts.failed), ...(facts.nextAttemptAt ? [day(facts.nextAttemptAt)] : [])];
    case "cancellation":
      return [name, standing, day(holding.until), day(facts.cancelledAt), facts.cancelledAt.slice(11, 16)];
    case "withdrawal":
      return [name, standing, day(facts.withdrawnAt), facts.withdrawnAt.slice(11, 16)].concat(
        [facts.refund, facts.kept].flatMap((sum) => (sum ? [money(sum)] : [])),
      );
    case "plan-switch":
      return [
        ...sums,
        price,
        standing,
        choiceName(mailWords[facts.locale].holdings, choiceForOffer(facts.previousOffer)),
      ];
  }
}

/** The links each kind must hold. */
function linksOf(facts: MailFacts): string[] {
  switch (facts.kind) {
    case "confirmation":
      return [...(facts.productUrl ? [facts.productUrl] : []), facts.links.cancelPage, facts.links.terms];
    case "trial-reminder":
    case "renewal-reminder":
      return [facts.cancelUrl];
    case "payment-failed":
      return [facts.updateCardUrl, facts.links.cancelPage];
    case "cancellation":
      return [facts.links.site];
    case "plan-switch":
    case "withdrawal":
      return [];
    case "cancel-link":
      return facts.choices.map(({ url }) => url);
  }
}

it("name the company's country in the mail's language, and a country given otherwise as it is", async () => {
  const [confirmation] = sampleMails("fr");
  expect((await renderMail(confirmation!, { ...sender, country: "de" })).text).toContain("Berlin, Allemagne");
  expect((await renderMail(confirmation!, { ...sender, country: "Germany" })).text).toContain("Berlin, Germany");
});

describe.each(locales)("the %s mails", (locale) => {
  const facts = mailsIn(locale);
  let mails: RenderedMail[];
  let pages: Document[];
  beforeAll(async () => {
    mails = await Promise.all(facts.map((one) => renderMail(one, sender)));
    pages = mails.map(({ html }) => parser.parseFromString(html, "text/html"));
  });
  const each = (check: (mail: RenderedMail, facts: MailFacts, page: Document) => void) => () =>
    mails.forEach((mail, index) => check(mail, facts[index]!, pages[index]!));

  it("are there for every kind", () => {
    expect(new Set(facts.map(({ kind }) => kind))).toEqual(new Set(MAIL_KINDS));
  });

  it(
    "say their language, their subject as the title, one main heading and a preview line",
    each((mail, { kind }, page) => {
      expect(page.documentElement.lang, kind).toBe(localeInfo[locale].tag);
      expect(page.documentElement.dir, kind).toBe("ltr");
      expect(page.title, kind).toBe(mail.subject);
      expect(page.querySelectorAll("h1"), kind).toHaveLength(1);
      expect(page.querySelectorAll("main"), kind).toHaveLength(1);
      expect(page.querySelector("[data-skip-in-text]")?.textContent?.trim(), kind).not.toBe("");
    }),
  );

  it(
    "have a short subject of one line",
    each(({ subject }) => {
      expect(subject).toMatch(/^\S.{5,}\S$/);
      expect(subject.length, subject).toBeLessThanOrEqual(78);
    }),
  );

  it(
    "hold every link of their kind, named in words, and every link of the HTML in the text",
    each(({ text }, one, page) => {
      const anchors = [...page.querySelectorAll("a")];
      expect(anchors.map((anchor) => anchor.href).sort(), one.kind).toEqual(linksOf(one).sort());
      for (const anchor of anchors) {
        expect(anchor.textContent?.trim(), anchor.href).toMatch(/^\p{L}/u);
        expect(text, one.kind).toContain(anchor.href);
      }
    }),
  );

  it(
    "say every sum, day, name and standing in the text as the pages' model does",
    each(({ text }, one) => {
      for (const words of modelWords(one)) expect(text, `${one.kind}: ${words}`).toContain(words);
    }),
  );

  it(
    "name the sender, why the mail came and, in a confirmation, the withdrawal information",
    each(({ text }, one) => {
      for (const detail of [sender.productName, sender.company, sender.address, sender.contactEmail])
        expect(text, one.kind).toContain(detail);
      const { mail, terms } = mailWords[locale];
      expect(text).toContain(mail.footer[one.kind === "cancel-link" ? "request" : "subscription"].split("{")[0]);
      if (one.kind !== "confirmation") return;
      expect(text).toContain(terms.withdrawal.title);
      expect(text.includes(mail.confirmation.open.lead), "promises a way in only with its link").toBe(
        one.productUrl !== null,
      );
    }),
  );

  it(
    "need no image and carry no tracking",
    each(({ html }) => {
      expect(html).not.toMatch(/<img|<picture|<svg|\ssrc=|url\(|background=/i);
    }),
  );

  // The frame and the sections are the same in every language: every kind in English, and in every
  // language its longest mail (the confirmation), for the language's own checks (lang, words).
  it("pass axe (WCAG 2.2 AA and best practices)", async () => {
    const checked = locale === "en" ? mails : [mails[0]!];
    for (const mail of checked) expect(await axeViolations(mail.html)).toEqual([]);
  }, 30_000);
});
