// Stripe's attribution parameters on a payment link. Pure, so the boot script (pressed before the
// app has loaded) and the app build exactly the same URL.
/** A campaign's utm_* parameters, by name. */
export type Utm = Record<string, string>;

export interface Attribution {
  /** The encoded client reference (app/contracts/client-reference.ts): the visitor's id, variant and consent. */
  reference: string;
  email?: string;
  utm?: Utm;
}

/** The payment link with client_reference_id, prefilled_email and the arrival's utm_* parameters. */
export function withAttribution(link: string, attribution: Attribution): string {
  const url = new URL(link);
  url.searchParams.set("client_reference_id", attribution.reference);
  if (attribution.email) url.searchParams.set("prefilled_email", attribution.email);
  else url.searchParams.delete("prefilled_email");
  for (const [name, value] of Object.entries(attribution.utm ?? {})) url.searchParams.set(name, value);
  return url.toString();
}
