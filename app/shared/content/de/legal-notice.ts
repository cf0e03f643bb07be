// Deutsch: das Impressum nach § 5 DDG (shared/content/legal-notice.ts).
import type { LegalNotice } from "../legal-notice-shape.ts";

export const legalNotice: LegalNotice = {
  pageTitle: "Impressum",
  title: "Impressum",
  lede: "Angaben gemäß § 5 Digitale-Dienste-Gesetz (DDG)",
  rows: [
    { label: "Anbieter", value: "{company}" },
    { label: "Anschrift", value: "{address}, {country}" },
    { label: "Vertreten durch (Geschäftsführung)", value: "{representative}" },
    { label: "Registereintrag", value: "{registerCourt}, {registerNumber}" },
    { label: "Umsatzsteuer-Identifikationsnummer nach § 27a UStG", value: "{vatId}" },
    { label: "E-Mail", value: "{email}" },
    { label: "Telefon", value: "{phone}" },
  ],
  paragraphs: [
    {
      title: "Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV",
      text: "{representative}, {address}, {country}",
    },
    {
      title: "Verbraucherstreitbeilegung",
      text: "Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen. Beschwerden nehmen wir gern unter {email} entgegen.",
    },
  ],
};
