// The account's tax set-up against where the site sells (app/catalogue/tax.ts), read with the SDK:
// Stripe Tax active (a head office), and a registration for each market.
// Where a page says its price includes the tax (the EU's, Japan's), selling there without a
// registration is a problem: nothing is collected, so the page is wrong. Where tax is added where
// due (the US, Brazil), no registration only means none is due yet, which the line says. A
// registration is a legal act with a tax authority: the mend is the operator's, never setup's.
import type Stripe from "stripe";
import { registeredPlaces, taxMarkets } from "../../app/catalogue/tax.ts";
import { ok, problem, type Finding } from "./findings.ts";

export interface TaxAccount {
  settings: Stripe.Tax.Settings;
  registrations: Stripe.Tax.Registration[];
}

/** Stripe Tax's settings and its active registrations, every page of them. */
export async function readTaxAccount(stripe: Stripe): Promise<TaxAccount> {
  const settings = await stripe.tax.settings.retrieve();
  const registrations: Stripe.Tax.Registration[] = [];
  for await (const registration of stripe.tax.registrations.list({ status: "active", limit: 100 })) {
    registrations.push(registration);
  }
  return { settings, registrations };
}

const REGISTER = "register in the Dashboard → Tax → Registrations";

export function reviewTax({ settings, registrations }: TaxAccount): Finding[] {
  const missing = settings.status_details?.pending?.missing_fields ?? [];
  const head = settings.head_office?.address.country;
  // Every Price says its own tax behaviour (tax.ts), so the account's default is not needed.
  const setUp =
    settings.status === "active" && head
      ? ok("Stripe Tax", `active, head office in ${head}`)
      : problem(
          "Stripe Tax",
          `not active${missing.length ? ` (missing: ${missing.join(", ")})` : ""}; every checkout asks for automatic tax, which Stripe refuses until it is`,
          "set the head office in the Dashboard → Tax → Settings",
        );
  const markets = taxMarkets.map(({ country, taxIncluded }) => {
    const subject = `Tax in ${country}`;
    const covering = registrations.filter((entry) => registeredPlaces(entry).countries.includes(country));
    if (covering.length) {
      const where = covering.map((entry) => registeredPlaces(entry).state ?? entry.country).join(", ");
      return ok(subject, `registered (${where})`);
    }
    if (taxIncluded) {
      return problem(
        subject,
        `selling in ${country} without a registration, while its pages say the tax is included`,
        REGISTER,
      );
    }
    return ok(subject, `no registration, so no tax is collected there; once the law asks for it, ${REGISTER}`);
  });
  return [setUp, ...markets];
}
