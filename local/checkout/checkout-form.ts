// What the buyer's checkout form says (checkout.ts reads it on Pay): where they live, for tax, and
// whether they ticked the terms a session with consent collection asks for (consent.ts).
import { taxMarkets } from "../../app/catalogue/tax";
import type { Params } from "./form";
import type { CheckoutSession } from "./store";
import type { BuyerAddress } from "./tax";

/**
 * Where the buyer says they live: the form's country (and a US buyer's state and ZIP code). A form
 * posted without one (a test's plain press) stands for the provider's guess from the buyer's IP
 * address: the first market selling in the session's currency (app/catalogue/tax.ts).
 */
export function buyerAddress(form: Params, session: CheckoutSession): BuyerAddress {
  const field = (name: string) => (typeof form[name] === "string" && form[name].trim() ? form[name].trim() : null);
  const country = field("country")?.toUpperCase();
  if (!country || !/^[A-Z]{2}$/.test(country))
    return {
      country: taxMarkets.find((market) => market.currency === session.currency)!.country,
      state: null,
      postal_code: null,
    };
  return { country, state: field("state")?.toUpperCase() ?? null, postal_code: field("postal_code") };
}

/** The terms the session asks to accept are not ticked (a browser sends `terms_of_service=accepted`). */
export const termsMissing = (form: Params, session: CheckoutSession) =>
  session.termsOfService === "required" && form.terms_of_service !== "accepted";
