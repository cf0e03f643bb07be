// The legal notice each market asks for, in the language of its site (app/features/legal/): the
// German Impressum (§ 5 DDG), the French mentions légales (LCEN art. 6), the Japanese
// 特定商取引法に基づく表記, the Spanish aviso legal (LSSI art. 10), and the company details on the
// English and Brazilian Portuguese sites. Their rows differ by market, so they are not one shape
// translated (copy.ts) but one document per language. Values are placeholders filled from the
// build's settings: {company}, {address}, {country}, {representative}, {registerCourt},
// {registerNumber}, {vatId}, {email}, {phone}, {hosting}; {plans}, {research} (what each subscription
// charges, from the price list) and {days}; {cancel}, the footer's cancellation link.
import type { Locale } from "../../contracts/locales.ts";
import type { LegalNotice } from "./legal-notice-shape.ts";
import { legalNotice as de } from "./de/legal-notice.ts";
import { legalNotice as en } from "./en/legal-notice.ts";
import { legalNotice as es } from "./es/legal-notice.ts";
import { legalNotice as fr } from "./fr/legal-notice.ts";
import { legalNotice as ja } from "./ja/legal-notice.ts";
import { legalNotice as ptBr } from "./pt-br/legal-notice.ts";

export type { LegalNotice };

export const legalNotices: Record<Locale, LegalNotice> = { en, de, fr, es, "pt-br": ptBr, ja };

/** The placeholders a notice may use. */
export const legalNoticePlaceholders = [
  "company",
  "address",
  "country",
  "representative",
  "registerCourt",
  "registerNumber",
  "vatId",
  "email",
  "phone",
  "hosting",
  "shareCapital",
  "mediator",
  "plans",
  "research",
  "days",
  "product",
  "cancel",
] as const;
