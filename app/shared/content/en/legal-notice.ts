// English: the company details (the legal notice of the English site; shared/content/legal-notice.ts).
import type { LegalNotice } from "../legal-notice-shape.ts";

export const legalNotice: LegalNotice = {
  pageTitle: "Legal notice",
  title: "Legal notice",
  lede: "The company behind {product}, and how to reach it.",
  rows: [
    { label: "Company", value: "{company}" },
    { label: "Registered address", value: "{address}, {country}" },
    { label: "Managing director", value: "{representative}" },
    { label: "Commercial register", value: "{registerNumber}, {registerCourt}" },
    { label: "VAT ID", value: "{vatId}" },
    { label: "Email", value: "{email}" },
    { label: "Phone", value: "{phone}" },
    { label: "Hosting provider", value: "{hosting}" },
  ],
  paragraphs: [
    {
      title: "Consumer disputes",
      text: "We are neither willing nor obliged to take part in dispute resolution before a consumer arbitration board. Please write to {email} with any complaint; we answer every one.",
    },
  ],
};
