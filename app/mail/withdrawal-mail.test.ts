// What a buyer who withdrew reads, in every language, in the text and in the HTML: when the
// withdrawal was received (its UTC day and time), that the subscription ended at once and nothing
// more is charged, and the refund: the sum and where it goes, nothing for a trial, and what stays paid.
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { currencyDigits } from "../contracts/checkout-api.ts";
import { localeInfo, locales, type Currency, type Locale } from "../contracts/locales.ts";
import { formatMoney } from "../catalogue/money.ts";
import { fill } from "../shared/content/fill.ts";
import { mailWords } from "../shared/content/mail-copy.ts";
import { longDate } from "../shared/i18n/long-date.ts";
import { holdingOf } from "../shared/subscriber/holding.ts";
import { holdingWords } from "../shared/subscriber/holding-sentences.ts";
import { sampleMails, sampleSender } from "../../testing/mail/mail-samples.ts";
import type { FactsOf } from "./mail-context.ts";
import type { MinorMoney } from "./mail-facts.ts";
import { renderMail } from "./render-mail.tsx";

const sender = sampleSender;

const parser = new new JSDOM().window.DOMParser();

/** The samples' withdrawals (in the trial; paid, part kept) and a paid one refunded whole. */
function withdrawals(locale: Locale): FactsOf<"withdrawal">[] {
  const samples = sampleMails(locale).filter((facts): facts is FactsOf<"withdrawal"> => facts.kind === "withdrawal");
  const [trial, paid] = samples;
  return [trial!, paid!, { ...paid!, refund: { ...paid!.refund!, amount: paid!.subscription.amount }, kept: null }];
}

/** A text's longest part without a placeholder, to look for it unfilled. */
const longestPart = (text: string) => text.split(/\{\w+\}/).sort((one, other) => other.length - one.length)[0]!;

/** The sentences the mail must hold, filled as the pages' model writes names, days and sums. */
function sentences(facts: FactsOf<"withdrawal">) {
  const { tag } = localeInfo[facts.locale];
  const copy = mailWords[facts.locale].mail.withdrawal;
  const day = (iso: string | null) => (iso ? longDate(iso.slice(0, 10), tag) : "");
  const { name } = holdingWords(mailWords[facts.locale].holdings, tag, day)(holdingOf(facts.subscription));
  const money = ({ amount, currency }: MinorMoney) =>
    formatMoney(amount / 10 ** currencyDigits(currency), currency as Currency, tag);
  const values = { product: sender.productName, name };
  return {
    subject: fill(copy.subject, values),
    preview: fill(copy.preview, values),
    received: fill(copy.received, { name, date: day(facts.withdrawnAt), time: facts.withdrawnAt.slice(11, 16) }),
    ended: fill(copy.ended, values),
    refund: facts.refund ? fill(copy.refund, { amount: money(facts.refund) }) : copy.noRefund,
    kept: facts.kept && fill(copy.kept, { kept: money(facts.kept) }),
    keep: copy.keep,
    /** What it must not say: the other refund sentence, and what stays paid when nothing does. */
    unsaid: [facts.refund ? copy.noRefund : copy.refund, ...(facts.kept ? [] : [copy.kept])].map(longestPart),
  };
}

describe.each(locales)("the %s withdrawal mails", (locale) => {
  it.each(
    withdrawals(locale).map(
      (facts) => [facts.refund ? (facts.kept ? "part kept" : "refunded whole") : "trial", facts] as const,
    ),
  )("say it all, %s, in the text and the HTML", async (_, facts) => {
    const mail = await renderMail(facts, sender);
    const page = parser.parseFromString(mail.html, "text/html");
    const paragraphs = [...page.querySelectorAll("p")].map((p) => p.textContent?.trim());
    const says = sentences(facts);
    expect(mail.subject).toBe(says.subject);
    expect(page.querySelector("[data-skip-in-text]")?.textContent).toContain(says.preview);
    for (const sentence of [says.received, says.ended, says.refund, says.kept, says.keep].filter(Boolean)) {
      expect(paragraphs, sentence!).toContain(sentence);
      expect(mail.text).toContain(sentence);
    }
    for (const other of says.unsaid) expect(mail.text).not.toContain(other);
  });
});

describe("the English withdrawal mail", () => {
  it("reads as agreed, in the trial and paid with part kept", async () => {
    const [trial, paid] = withdrawals("en");
    const trialText = (await renderMail(trial!, sender)).text;
    expect(trialText).toContain(
      "We received your withdrawal from the contract for the Pro plan on December 30, 2026 at 09:15 (UTC).",
    );
    expect(trialText).toContain("Your Pro plan ended at once. Nothing more is charged.");
    expect(trialText).toContain("Nothing was paid, so there is nothing to refund.");
    expect(trialText).not.toContain("stays paid");

    const { subject, text } = await renderMail(paid!, sender);
    expect(subject).toBe("Your withdrawal from Snapsong is confirmed");
    const dollars = (minor: number) => `$${(minor / 100).toFixed(2)}`;
    const [refund, kept] = [paid!.refund!.amount, paid!.kept!.amount];
    expect(refund + kept).toBe(paid!.subscription.amount);
    expect(text).toContain(
      `${dollars(refund)} is refunded to the payment method you paid with; it usually shows within 5–10 days.`,
    );
    expect(text).toContain(
      `${dollars(kept)} stays paid for the days of paid service before your withdrawal, as you asked at checkout for your subscription to start at once.`,
    );
    expect(text).toContain("Status: Ended on November 27, 2026");
  });

  it("uses the legal words in German: Widerruf, and du", () => {
    const copy = mailWords.de.mail.withdrawal;
    expect(copy.received).toMatch(/deinen Widerruf/);
    expect(copy.subject).toMatch(/^Dein Widerruf/);
  });
});
