// What every mail's words are made with, in the mail's language: its copy (shared/content/
// mail-copy.ts), a subscription's words from the pages' model (holding-sentences.ts), dates as the
// pages write them in full (long-date.ts, the UTC day, as a mail has no reader's time zone) and
// the sender's details in the placeholders.
import { localeInfo, type Locale } from "../contracts/locales.ts";
import type { SubscriptionSummary } from "../contracts/subscription-api.ts";
import { fill, type Values } from "../shared/content/fill.ts";
import { mailWords, type MailWords } from "../shared/content/mail-copy.ts";
import { longDate } from "../shared/i18n/long-date.ts";
import { holdingOf, type Holding } from "../shared/subscriber/holding.ts";
import { holdingWords, type HoldingWords } from "../shared/subscriber/holding-sentences.ts";
import type { MailFacts } from "./mail-facts.ts";

/** The facts of one kind of mail. */
export type FactsOf<Kind extends MailFacts["kind"]> = Extract<MailFacts, { kind: Kind }>;

/** Who sends the mails: the site's settings (VITE_PRODUCT_NAME, VITE_CONTACT_EMAIL, VITE_LEGAL_*). */
export interface MailSender {
  productName: string;
  /** Named in every mail; the API sets it as the mail's reply-to. */
  contactEmail: string;
  /** The company, its address and its country (ISO 3166, like DE), as the legal notice names them. */
  company: string;
  address: string;
  country: string;
}

export interface MailContext extends MailWords {
  tag: string;
  dir: "ltr" | "rtl";
  /** A text with its placeholders filled: the sender's ({product}, {email}, {company}, …) and `values`. */
  say: (text: string, values?: Values) => string;
  /** An instant's UTC day in full ('January 4, 2027'). */
  day: (iso: string | null) => string;
  /** An instant's UTC time of day ('10:00'). */
  time: (iso: string) => string;
  /** A subscription's model (holding.ts) and its words (holding-sentences.ts). */
  about: (summary: SubscriptionSummary) => { holding: Holding; words: HoldingWords };
  /** A sum of money in major units ('$6'). */
  amount: ReturnType<typeof holdingWords>["amount"];
  /** A sum paid with its tax ('$6 + $0.39 tax', '6 € inkl. 0,96 € MwSt.'). */
  payment: ReturnType<typeof holdingWords>["payment"];
  /** The charge a holding comes to next: its day and amount, as its standing says them. */
  coming: (holding: Holding) => { amount: string; date: string };
  /** A duration in minutes ('30 minutes'). */
  minutes: (count: number) => string;
}

/** An ISO 8601 instant in UTC ('2027-01-04T10:00:00.000Z'), whatever offset it was written with. */
const inUtc = (iso: string) => {
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? iso : instant.toISOString();
};

/** The UTC day of an ISO instant, written in full as the pages write dates. */
const mailDay = (tag: string) => (iso: string | null) => (iso ? longDate(inUtc(iso).slice(0, 10), tag) : "");

/** The country of an ISO 3166 code in the language ('DE' → 'Deutschland'); anything else as it is. */
function regionName(code: string, tag: string): string {
  try {
    return new Intl.DisplayNames([tag], { type: "region" }).of(code.toUpperCase()) ?? code;
  } catch {
    return code; // not a region code: a mail that names it as given beats one that cannot be sent
  }
}

export function mailContext(locale: Locale, sender: MailSender): MailContext {
  const words = mailWords[locale];
  const { tag } = localeInfo[locale];
  const day = mailDay(tag);
  const country = regionName(sender.country, tag);
  const senderValues = {
    product: sender.productName,
    email: sender.contactEmail,
    company: sender.company,
    address: sender.address,
    country,
  };
  const holdingSays = holdingWords(words.holdings, tag, day);
  const minutes = new Intl.NumberFormat(tag, { style: "unit", unit: "minute", unitDisplay: "long" });
  return {
    ...words,
    tag,
    dir: words.mail.dir,
    say: (text, values = {}) => fill(text, { ...senderValues, ...values }),
    day,
    time: (iso) => inUtc(iso).slice(11, 16),
    about: (summary) => {
      const holding = holdingOf(summary);
      return { holding, words: holdingSays(holding) };
    },
    amount: holdingSays.amount,
    payment: holdingSays.payment,
    coming: ({ nextCharge, price, until }) => ({
      amount: nextCharge ? holdingSays.payment(nextCharge) : holdingSays.amount(price),
      date: day(nextCharge?.on ?? until),
    }),
    minutes: (count) => minutes.format(count),
  };
}
