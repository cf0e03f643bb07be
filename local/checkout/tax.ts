// The provider's tax engine, as the payment stand-in keeps it: the account's tax settings and its
// registrations (`GET /v1/tax/settings`, `GET /v1/tax/registrations`), and the tax on a sale with
// `automatic_tax`, where the buyer lives: a rate of tax-rates.ts where the account is registered
// (one OSS registration for every EU member state, a US state's own), else nothing collected. An
// inclusive Price holds its tax (the amount stays), an exclusive one has it added; rounded to the
// currency's minor unit, as the provider rounds a line's tax.
import type Stripe from "stripe";
import { registeredPlaces } from "../../app/catalogue/tax";
import { taxRates, type TaxRateEntry } from "./tax-rates";

/** A buyer's billing address, as the checkout collects it. */
export interface BuyerAddress {
  country: string;
  state: string | null;
  postal_code: string | null;
}

export interface SaleTax {
  /** The tax in minor units: inside `amount` (inclusive) or on top of it (exclusive). */
  amount: number;
  behavior: "inclusive" | "exclusive";
  /** What the tax was computed on. */
  taxable: number;
  reason: "standard_rated" | "not_collecting";
  rate: TaxRateEntry | null;
}

export interface TaxSetup {
  settings: Stripe.Tax.Settings;
  registrations: Stripe.Tax.Registration[];
}

const registration = (
  country: string,
  options: Record<string, unknown>,
  activeFrom: number,
): Stripe.Tax.Registration => ({
  id: `taxreg_local_${country.toLowerCase()}${options.state ? `_${String(options.state).toLowerCase()}` : ""}`,
  object: "tax.registration",
  active_from: activeFrom,
  country,
  country_options: { [country.toLowerCase()]: options } as Stripe.Tax.Registration.CountryOptions,
  created: activeFrom,
  expires_at: null,
  livemode: false,
  status: "active",
});

/**
 * The seeded account's: its head office in Germany, tax behaviour inferred by currency, registered
 * for the EU's OSS, in Japan and in Washington; not in Brazil or other US states.
 */
export function seededTaxSetup(now: number): TaxSetup {
  return {
    settings: {
      object: "tax.settings",
      defaults: { provider: "stripe", tax_behavior: "inferred_by_currency", tax_code: "txcd_10000000" },
      head_office: {
        address: {
          city: "Berlin",
          country: "DE",
          line1: "Musterstraße 1",
          line2: null,
          postal_code: "10115",
          state: null,
        },
      },
      livemode: false,
      status: "active",
      status_details: { active: {} },
    } as Stripe.Tax.Settings,
    registrations: [
      registration("DE", { type: "oss_union" }, now),
      registration("JP", { type: "standard" }, now),
      registration("US", { state: "WA", type: "state_sales_tax" }, now),
    ],
  };
}

/** An account that has not set tax up: no head office, no registration. */
export const emptyTaxSetup = (): TaxSetup => ({
  settings: {
    object: "tax.settings",
    defaults: { provider: "stripe", tax_behavior: null, tax_code: null },
    head_office: null,
    livemode: false,
    status: "pending",
    status_details: { pending: { missing_fields: ["head_office"] } },
  } as Stripe.Tax.Settings,
  registrations: [],
});

function registeredFor(setup: TaxSetup, { country, state }: BuyerAddress): boolean {
  return setup.registrations.some((entry) => {
    const places = registeredPlaces(entry);
    return places.countries.includes(country) && (country !== "US" || places.state === state);
  });
}

/** The tax on `amount` of a Price with that behaviour, for a buyer at `address`. */
export function taxOnSale(
  setup: TaxSetup,
  address: BuyerAddress,
  amount: number,
  behavior: "inclusive" | "exclusive",
): SaleTax {
  const rate = taxRates.find(
    (entry) => entry.country === address.country && (entry.state === undefined || entry.state === address.state),
  );
  if (!rate || !registeredFor(setup, address)) {
    return { amount: 0, behavior, taxable: 0, reason: "not_collecting", rate: null };
  }
  const p = rate.percentage;
  const tax = behavior === "inclusive" ? Math.round((amount * p) / (100 + p)) : Math.round((amount * p) / 100);
  return {
    amount: tax,
    behavior,
    taxable: behavior === "inclusive" ? amount - tax : amount,
    reason: "standard_rated",
    rate,
  };
}

/** What a buyer pays for a Price's amount with its tax: the amount, or the amount and the tax added. */
export const totalWithTax = (amount: number, tax: SaleTax | null) =>
  tax && tax.behavior === "exclusive" ? amount + tax.amount : amount;

/** The provider's id of the tax rate it applied (an invoice's `total_taxes[].tax_rate_details.tax_rate`). */
export const taxRateId = (rate: TaxRateEntry) =>
  `txr_local_${rate.country.toLowerCase()}${rate.state ? `_${rate.state.toLowerCase()}` : ""}_${String(rate.percentage).replace(".", "_")}`;

/** An invoice's or a line's tax entries, in the provider's shape (`total_taxes`, a line's `taxes`). */
export const taxEntries = (tax: SaleTax | null) =>
  tax
    ? [
        {
          amount: tax.amount,
          tax_behavior: tax.behavior,
          tax_rate_details: tax.rate ? { tax_rate: taxRateId(tax.rate) } : null,
          taxability_reason: tax.reason,
          taxable_amount: tax.taxable,
          type: "tax_rate_details",
        },
      ]
    : [];

/** An address in the provider's shape (a customer's `address`, a session's `customer_details.address`). */
export const addressJson = ({ country, state, postal_code }: BuyerAddress) => ({
  city: null,
  country,
  line1: null,
  line2: null,
  postal_code,
  state,
});
