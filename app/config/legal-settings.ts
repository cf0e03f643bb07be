// The legal pages' settings (VITE_LEGAL_*: who runs the site), validated with the others by
// schema.ts: each a line of plain text of its own form, with an example value for local builds.
import { z } from "zod";

/** A line of the legal pages' company details: printable, one line, not too long. */
const detail = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .regex(/^[^\n\r<>]*$/, "must be one line of plain text");

/** Whether Intl names a region code ('DE' → 'Germany'): the legal pages name the country in each language. */
const isRegion = (code: string) =>
  new Intl.DisplayNames(["en"], { type: "region", fallback: "none" }).of(code) !== undefined;

/**
 * The legal pages' settings (app/features/legal/): who runs the site. Each has an example value for
 * local builds, which the pages flag as an example; a production build must set them all (below).
 */
export const legalSettings = {
  VITE_LEGAL_COMPANY: detail(120),
  VITE_LEGAL_ADDRESS: detail(200),
  VITE_LEGAL_COUNTRY: z
    .string()
    .trim()
    .transform((value) => value.toUpperCase())
    .refine((value) => /^[A-Z]{2}$/.test(value) && isRegion(value), "must be a two-letter country code, like DE"),
  VITE_LEGAL_REPRESENTATIVE: detail(120),
  VITE_LEGAL_REGISTER_COURT: detail(120),
  VITE_LEGAL_REGISTER_NUMBER: detail(60),
  VITE_LEGAL_VAT_ID: z
    .string()
    .transform((value) => value.replace(/\s+/g, "").toUpperCase())
    .refine(
      (value) => /^[A-Z]{2}[A-Z0-9+*]{2,13}$/.test(value),
      "must be a VAT id with its country prefix, like DE123456789",
    ),
  VITE_LEGAL_PHONE: z
    .string()
    .trim()
    .regex(/^\+[0-9][0-9 ()/.-]{5,29}$/, "must be a phone number in international form, like +49 30 1234567"),
  VITE_LEGAL_HOSTING: detail(200),
  /** The company's share capital with its currency (the French mentions légales: LCEN art. 6). */
  VITE_LEGAL_SHARE_CAPITAL: detail(60),
  /** The consumer mediator consumers may turn to: name, address and website (French Code de la consommation, L. 616-1). */
  VITE_LEGAL_MEDIATOR: detail(200),
};

type LegalVariable = keyof typeof legalSettings;

/** The example details a local build shows (and flags as examples); never a production build's. */
export const legalExamples: Record<LegalVariable, string> = {
  VITE_LEGAL_COMPANY: "Snapsong Example GmbH",
  VITE_LEGAL_ADDRESS: "Musterstraße 1, 10115 Berlin",
  VITE_LEGAL_COUNTRY: "DE",
  VITE_LEGAL_REPRESENTATIVE: "Erika Mustermann",
  VITE_LEGAL_REGISTER_COURT: "Amtsgericht Berlin (Charlottenburg)",
  VITE_LEGAL_REGISTER_NUMBER: "HRB 000000 B",
  VITE_LEGAL_VAT_ID: "DE000000000",
  VITE_LEGAL_PHONE: "+49 30 0000000",
  VITE_LEGAL_HOSTING: "Example Hosting GmbH, Beispielweg 2, 10117 Berlin",
  VITE_LEGAL_SHARE_CAPITAL: "25 000 €",
  VITE_LEGAL_MEDIATOR: "Example Mediation, 1 rue de l’Exemple, 75001 Paris, France, mediation.example",
};

export const legalVariables = Object.keys(legalSettings) as LegalVariable[];

/** The legal pages' details, each set or its example, with the names of those left at their example. */
export function legalDetails(values: Record<string, unknown>, unset: readonly string[]) {
  const value = (name: LegalVariable) => {
    const set = values[name];
    return typeof set === "string" ? set : legalSchemaExample(name);
  };
  return {
    company: value("VITE_LEGAL_COMPANY"),
    address: value("VITE_LEGAL_ADDRESS"),
    /** ISO 3166 code; each page names it in its language. */
    country: value("VITE_LEGAL_COUNTRY"),
    representative: value("VITE_LEGAL_REPRESENTATIVE"),
    registerCourt: value("VITE_LEGAL_REGISTER_COURT"),
    registerNumber: value("VITE_LEGAL_REGISTER_NUMBER"),
    vatId: value("VITE_LEGAL_VAT_ID"),
    phone: value("VITE_LEGAL_PHONE"),
    /** The hosting provider: name and address. */
    hosting: value("VITE_LEGAL_HOSTING"),
    shareCapital: value("VITE_LEGAL_SHARE_CAPITAL"),
    /** The consumer mediator: name, address and website. */
    mediator: value("VITE_LEGAL_MEDIATOR"),
    /** The settings left at their example values: the pages say so (never in a production build). */
    examples: [...unset],
  };
}

/** An example value as the schema would have parsed it (the country upper-cased, the VAT id compact). */
function legalSchemaExample(name: LegalVariable): string {
  return legalSettings[name].parse(legalExamples[name]) as string;
}
