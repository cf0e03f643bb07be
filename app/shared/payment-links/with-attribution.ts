// Stripe's attribution parameters on a payment link. Pure, so the boot script (pressed before the
// app has loaded) and the app build exactly the same URL.
/** A campaign's utm_* parameters, by name. */
export type Utm = Record<string, string>;

export interface Attribution {
  /** The encoded client reference (app/contracts/client-reference.ts): the visitor's id, variant and consent. */
  reference: string;
  utm?: Utm;
  /** The campaign code the visitor arrived with: the checkout starts with it filled in. */
  code?: string | null;
}

/**
 * The payment link with client_reference_id, the arrival's utm_* parameters and its campaign code
 * (`prefilled_promo_code`: the provider's checkout applies it, or says why not). Never an email:
 * only buyers without an account take a payment link (docs/decisions/023-purchases-bound-to-buyers.md).
 */
export function withAttribution(link: string, attribution: Attribution): string {
  const url = new URL(link);
  url.searchParams.set("client_reference_id", attribution.reference);
  for (const [name, value] of Object.entries(attribution.utm ?? {})) url.searchParams.set(name, value);
  if (attribution.code) url.searchParams.set("prefilled_promo_code", attribution.code);
  return url.toString();
}
