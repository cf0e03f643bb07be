// Not a mail, but words the API writes to a buyer outside the site's pages, so they live with the
// mails' words (each language's mail.ts, `checkoutNote`): the notes on the provider's checkout (its
// `custom_text`) — why the campaign code a visitor came with cannot be applied there
// (api/subscribers/campaign-discount.ts), and the terms box's express request to start the service
// at once (api/subscribers/billing.ts). Only those words are loaded, not the mails'.
import type { Locale } from "../contracts/locales.ts";
import { fill } from "../shared/content/fill.ts";
import type { MailCopy } from "../shared/content/mail-shape.ts";
import { mail as de } from "../shared/content/de/mail.ts";
import { mail as en } from "../shared/content/en/mail.ts";
import { mail as es } from "../shared/content/es/mail.ts";
import { mail as fr } from "../shared/content/fr/mail.ts";
import { mail as ja } from "../shared/content/ja/mail.ts";
import { mail as ptBr } from "../shared/content/pt-br/mail.ts";

const notes: Record<Locale, MailCopy["checkoutNote"]> = {
  en: en.checkoutNote,
  de: de.checkoutNote,
  fr: fr.checkoutNote,
  es: es.checkoutNote,
  "pt-br": ptBr.checkoutNote,
  ja: ja.checkoutNote,
};

/** `reason`: the provider's refusal, or null when it has no such code. */
export function codeNotAppliedNote(locale: Locale, code: string, reason: string | null): string {
  const note = notes[locale];
  const why = reason === null ? fill(note.unknown, { code }) : fill(note.refused, { code, reason });
  return `${why} ${note.then}`;
}

/** The terms box's words: the terms accepted, and the express request to start within the withdrawal period. */
export const termsAcceptance = (locale: Locale, termsUrl: string) => fill(notes[locale].terms, { terms: termsUrl });
