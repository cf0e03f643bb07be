// What a checkout link's `client_reference_id` carries to the site's API (api/): the visitor's
// `userId` (also their analytics client id), the A/B/C variant they saw and whether they granted
// analytics consent — within the payment provider's rules (letters, digits, `-` and `_`, at most
// 200 characters). The app writes it on every checkout link; the API reads it back from the
// provider's checkout session to report the payment. No imports: the API loads it at run time.

type ReferenceVariant = "A" | "B" | "C";

/** The visitor's `userId`, which is also their analytics client id: 9 letters and digits. */
export const isClientId = (value: unknown): value is string =>
  typeof value === "string" && /^[A-Za-z0-9]{9}$/.test(value);

export const isReferenceVariant = (value: unknown): value is ReferenceVariant =>
  value === "A" || value === "B" || value === "C";

export interface ClientReference {
  /** The visitor's `userId` (docs/product.md, Browser storage): 9 letters and digits. */
  userId: string;
  variant: ReferenceVariant | null;
  /** Analytics consent granted (or not required) when the visitor left for the checkout. */
  analyticsConsent: boolean;
}

/**
 * `Ab3dE6gH9_B_g`: the id, the variant (`x` for none), `g`ranted or `d`enied. A bare id is an older
 * link; a trailing `_p…` (a person's claim, which older pages added) is read past and names nobody:
 * a purchase is a person's only through their own checkout (docs/decisions/023-purchases-bound-to-buyers.md).
 * The provider takes at most 200 characters.
 */
const REFERENCE = /^([A-Za-z0-9]{9})(?:_([ABCx])_([gd])(?:_p[\w-]{20,185})?)?$/;

/** The reference of a checkout link. */
export function encodeClientReference({ userId, variant, analyticsConsent }: ClientReference): string {
  const encoded = `${userId}_${variant ?? "x"}_${analyticsConsent ? "g" : "d"}`;
  if (!REFERENCE.test(encoded)) throw new Error(`Not a client reference: ${JSON.stringify(encoded)}`);
  return encoded;
}

/** The reference in a checkout session (untrusted), or null when it is missing or malformed. */
export function decodeClientReference(value: unknown): ClientReference | null {
  const match = typeof value === "string" ? REFERENCE.exec(value) : null;
  if (!match) return null;
  const [, userId, variant, consent] = match;
  return {
    userId: userId!,
    variant: variant && variant !== "x" ? (variant as ReferenceVariant) : null,
    // A link from before consent travelled with it: assume nothing was granted.
    analyticsConsent: consent === "g",
  };
}
