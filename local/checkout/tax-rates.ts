// The tax rates the payment stand-in computes with, as data: the standard rate on a digital service
// sold to a consumer in each place the tests sell to, with where it comes from and when it was read.
// The provider keeps these itself; the stand-in only needs the cases the tests use (tax.ts).

export interface TaxRateEntry {
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** A US state (ISO 3166-2 subdivision without the country), for a state's sales tax. */
  state?: string;
  percentage: number;
  /** As the provider names the tax on a document. */
  displayName: "VAT" | "JCT" | "Sales Tax";
  taxType: "vat" | "jct" | "sales_tax";
  jurisdiction: string;
  source: string;
  /** The day the rate was read from its source. */
  asOf: string;
}

const EU_VAT = "European Commission, 'VAT rates applied in the Member States of the European Union'";
const READ = "2026-12-03";

export const taxRates: readonly TaxRateEntry[] = [
  {
    country: "DE",
    percentage: 19,
    displayName: "VAT",
    taxType: "vat",
    jurisdiction: "Germany",
    source: `${EU_VAT}; UStG § 12(1)`,
    asOf: READ,
  },
  {
    country: "FR",
    percentage: 20,
    displayName: "VAT",
    taxType: "vat",
    jurisdiction: "France",
    source: `${EU_VAT}; CGI art. 278`,
    asOf: READ,
  },
  {
    country: "ES",
    percentage: 21,
    displayName: "VAT",
    taxType: "vat",
    jurisdiction: "Spain",
    source: `${EU_VAT}; Ley 37/1992 art. 90`,
    asOf: READ,
  },
  {
    country: "IT",
    percentage: 22,
    displayName: "VAT",
    taxType: "vat",
    jurisdiction: "Italy",
    source: EU_VAT,
    asOf: READ,
  },
  {
    country: "NL",
    percentage: 21,
    displayName: "VAT",
    taxType: "vat",
    jurisdiction: "Netherlands",
    source: EU_VAT,
    asOf: READ,
  },
  {
    country: "AT",
    percentage: 20,
    displayName: "VAT",
    taxType: "vat",
    jurisdiction: "Austria",
    source: EU_VAT,
    asOf: READ,
  },
  {
    country: "JP",
    percentage: 10,
    displayName: "JCT",
    taxType: "jct",
    jurisdiction: "Japan",
    source: "National Tax Agency, Consumption Tax Act (standard rate since 2019-10-01)",
    asOf: READ,
  },
  // Washington taxes digital automated services at the state's rate (RCW 82.08.020); the local
  // rates a real address adds are left out.
  {
    country: "US",
    state: "WA",
    percentage: 6.5,
    displayName: "Sales Tax",
    taxType: "sales_tax",
    jurisdiction: "Washington",
    source: "Washington Department of Revenue, RCW 82.08.020 (state rate)",
    asOf: READ,
  },
  {
    country: "US",
    state: "NY",
    percentage: 4,
    displayName: "Sales Tax",
    taxType: "sales_tax",
    jurisdiction: "New York",
    source: "New York State Department of Taxation and Finance, Tax Law § 1105 (state rate)",
    asOf: READ,
  },
];
