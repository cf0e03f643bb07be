// The mails' words in each language (app/mail/), apart from the pages' copy so no page loads them:
// each language's mail.ts, and what the pages already say that the mails repeat word for word: a
// subscription's words (common.ts `holdings`), the footer's way to cancel, the terms' title and
// withdrawal section, and the market's legal notice (its company rows sign each mail).
import type { Locale } from "../../contracts/locales.ts";
import type { CommonCopy, LegalCopy } from "./copy.ts";
import { common as deCommon } from "./de/common.ts";
import { legal as deLegal } from "./de/legal.ts";
import { mail as deMail } from "./de/mail.ts";
import { common as enCommon } from "./en/common.ts";
import { legal as enLegal } from "./en/legal.ts";
import { mail as enMail } from "./en/mail.ts";
import { common as esCommon } from "./es/common.ts";
import { legal as esLegal } from "./es/legal.ts";
import { mail as esMail } from "./es/mail.ts";
import { common as frCommon } from "./fr/common.ts";
import { legal as frLegal } from "./fr/legal.ts";
import { mail as frMail } from "./fr/mail.ts";
import { common as jaCommon } from "./ja/common.ts";
import { legal as jaLegal } from "./ja/legal.ts";
import { mail as jaMail } from "./ja/mail.ts";
import { legalNotices, type LegalNotice } from "./legal-notice.ts";
import type { MailCopy } from "./mail-shape.ts";
import { common as ptBrCommon } from "./pt-br/common.ts";
import { legal as ptBrLegal } from "./pt-br/legal.ts";
import { mail as ptBrMail } from "./pt-br/mail.ts";

export interface MailWords {
  mail: MailCopy;
  /** A subscription's name, price and standing, as the pages say them. */
  holdings: CommonCopy["holdings"];
  /** Every footer's way to cancel (in German, § 312k BGB's words): the cancellation page's link. */
  cancelSubscription: string;
  /** The terms' title (their link) and withdrawal section, which the confirmation repeats. */
  terms: { title: string; withdrawal: { title: string; paragraphs: readonly string[] } };
  /** The market's legal notice: the rows that name the company sign every mail. */
  notice: LegalNotice;
}

/** The terms' section on the right of withdrawal, the sixth in every language (mail-copy.test.ts). */
export const WITHDRAWAL_SECTION = 5;

const words = (mail: MailCopy, common: CommonCopy, legal: LegalCopy, notice: LegalNotice): MailWords => ({
  mail,
  holdings: common.holdings,
  cancelSubscription: common.cancelSubscription,
  terms: { title: legal.terms.pageTitle, withdrawal: legal.terms.sections[WITHDRAWAL_SECTION] },
  notice,
});

export const mailWords: Record<Locale, MailWords> = {
  en: words(enMail, enCommon, enLegal, legalNotices.en),
  de: words(deMail, deCommon, deLegal, legalNotices.de),
  fr: words(frMail, frCommon, frLegal, legalNotices.fr),
  es: words(esMail, esCommon, esLegal, legalNotices.es),
  "pt-br": words(ptBrMail, ptBrCommon, ptBrLegal, legalNotices["pt-br"]),
  ja: words(jaMail, jaCommon, jaLegal, legalNotices.ja),
};
