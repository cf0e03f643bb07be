// A signed-in person's claim: their `sub`, signed by the API, for the page to carry in a payment
// link's client reference (contracts/client-reference.ts). When the API could not be reached at a
// plan press and the person bought through the plan's payment link (the fallback), the provider's
// `checkout.session.completed` brings the claim back, and the customer the link made is theirs.
// An HMAC (Web Crypto, so Workers too) with a key derived from the webhook's signing secret; 128
// bits of it, to fit the provider's 200 characters. Forged or altered, it names nobody. A person's
// claim never changes, so each is signed once and remembered (docs/decisions/016-api-per-request-work.md).
import { isPersonClaim } from "../../app/contracts/client-reference.ts";
import { boundedCache } from "../bounded-cache.ts";

const encoder = new TextEncoder();
/** 16 bytes of HMAC-SHA256, in base64url. */
const MAC_CHARS = 22;
const REMEMBERED_CLAIMS = 10_000;

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

function fromBase64url(text: string): Uint8Array | null {
  try {
    const padded = text
      .replace(/-/g, "+")
      .replace(/_/g, "/")
      .padEnd(Math.ceil(text.length / 4) * 4, "=");
    return Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

/** Equal strings, in a time that does not depend on where they differ. */
function sameText(a: string, b: string): boolean {
  let difference = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

export function personClaims(secret: string) {
  const key = crypto.subtle.importKey(
    "raw",
    encoder.encode(`person-claim:${secret}`),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = async (subject: string) =>
    base64url(new Uint8Array(await crypto.subtle.sign("HMAC", await key, encoder.encode(subject))).slice(0, 16));
  const signed = boundedCache<string | null>(REMEMBERED_CLAIMS);

  return {
    /** The person's claim; null for a `sub` too long to fit a reference. */
    async sign(person: string): Promise<string | null> {
      const known = signed.get(person);
      if (known !== undefined) return known;
      const subject = base64url(encoder.encode(person));
      const claim = subject + (await mac(subject));
      const answer = isPersonClaim(claim) ? claim : null;
      signed.set(person, answer);
      return answer;
    },
    /** The person a claim names, or null when it is not one the API signed. */
    async verify(claim: string): Promise<string | null> {
      if (!isPersonClaim(claim) || claim.length <= MAC_CHARS) return null;
      const subject = claim.slice(0, -MAC_CHARS);
      if (!sameText(claim.slice(-MAC_CHARS), await mac(subject))) return null;
      const bytes = fromBase64url(subject);
      return bytes ? new TextDecoder().decode(bytes) : null;
    },
  };
}

export type PersonClaims = ReturnType<typeof personClaims>;
