// Links a mail carries that act without an account: cancel one subscription (once), or open the
// provider's portal on its payment method. The token is 32 random bytes in the link, kept only as
// its SHA-256, so the database alone cannot act; it does one thing to one subscription until it
// expires. Opening a link's page only looks (mail scanners open links); acting is a POST.
import type { Db } from "../database/database.ts";

export type LinkPurpose = "cancel" | "update-card";

export interface LinkHolder {
  purpose: LinkPurpose;
  subscriptionId: string;
  locale: string;
  used: boolean;
}

const hex = (bytes: ArrayBuffer) =>
  [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, "0")).join("");

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

/** The token's form: 43 base64url characters (anything else is answered as an unknown link, unasked). */
export const isLinkToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

const hashOf = async (token: string) => hex(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token)));

/** Makes a link's token for `purpose` on one subscription, working until `expiresAt`. */
export async function makeLinkToken(
  db: Db,
  link: { purpose: LinkPurpose; subscriptionId: string; locale: string; expiresAt: Date },
): Promise<string> {
  const token = base64url(crypto.getRandomValues(new Uint8Array(32)));
  await db
    .insertInto("mail_links")
    .values({
      token_hash: await hashOf(token),
      purpose: link.purpose,
      subscription_id: link.subscriptionId,
      locale: link.locale,
      expires_at: link.expiresAt,
    })
    .execute();
  return token;
}

/** What the token may do; null when it was never made, has expired or is for another purpose. */
export async function linkHolder(db: Db, token: string, purpose: LinkPurpose, now: Date): Promise<LinkHolder | null> {
  if (!isLinkToken(token)) return null;
  const row = await db
    .selectFrom("mail_links")
    .selectAll()
    .where("token_hash", "=", await hashOf(token))
    .where("purpose", "=", purpose)
    .where("expires_at", ">", now)
    .executeTakeFirst();
  return row ? { purpose, subscriptionId: row.subscription_id, locale: row.locale, used: row.used_at !== null } : null;
}

/** Uses a single-use link: true for the one call that used it, false when it was used already. */
export async function useLink(db: Db, token: string, now: Date): Promise<boolean> {
  const used = await db
    .updateTable("mail_links")
    .set({ used_at: now })
    .where("token_hash", "=", await hashOf(token))
    .where("used_at", "is", null)
    .returning("token_hash")
    .executeTakeFirst();
  return !!used;
}

/** Gives a link back when what it was used for could not be done (the provider was down). */
export async function releaseLink(db: Db, token: string): Promise<void> {
  await db
    .updateTable("mail_links")
    .set({ used_at: null })
    .where("token_hash", "=", await hashOf(token))
    .execute();
}

/** Links long expired are forgotten (a mail's record keeps no token). */
export async function forgetExpiredLinks(db: Db, now: Date): Promise<void> {
  await db
    .deleteFrom("mail_links")
    .where("expires_at", "<", new Date(now.getTime() - 7 * 86_400_000))
    .execute();
}
