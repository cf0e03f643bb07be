// Addresses as Resend takes them: `hello@example.com` or `Name <hello@example.com>` (the name may be
// quoted). The mail stand-in checks the fields of a mail with it, and the preflight MAIL_FROM and
// MAIL_REPLY_TO (scripts/go-live/mail-review.ts).

const MAILBOX = /^[^\s@<>",;]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/i;
const NAMED = /^\s*(?:"([^"]*)"|([^<>"]*?))\s*<([^<>]+)>\s*$/;

export interface Address {
  /** The display name, or null. */
  name: string | null;
  /** The bare address, `hello@example.com`. */
  email: string;
}

/** The address, or null when Resend would refuse it. */
export function parseAddress(value: string): Address | null {
  const named = NAMED.exec(value);
  const email = (named ? named[3]! : value).trim();
  if (!MAILBOX.test(email)) return null;
  const name = named ? (named[1] ?? named[2] ?? "").trim() : "";
  return { name: name || null, email };
}

/** The domain an address is on, lower case: `mail.example.com` for `Name <hello@mail.example.com>`. */
export const domainOf = (address: Address) => address.email.slice(address.email.lastIndexOf("@") + 1).toLowerCase();
