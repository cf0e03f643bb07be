// The visitor's browser-local identity and payment flag (docs/product.md, Browser storage), validated on every read:
// storage is untrusted, so a garbage value counts as missing.
import { randomId } from "~/shared/browser/random";
import { readItem, removeItem, storageKeys, writeItem } from "~/shared/browser/storage";
import { isVariant, type Variant } from "./variant";

export const USER_ID_LENGTH = 9;
const USER_ID_PATTERN = new RegExp(`^[A-Za-z0-9]{${USER_ID_LENGTH}}$`);

export function readUserId(): string | null {
  const value = readItem(storageKeys.userId);
  return value && USER_ID_PATTERN.test(value) ? value : null;
}

/** The visitor's id, created on the first visit (or when the stored one is unusable). */
export function ensureUserId(): string {
  const existing = readUserId();
  if (existing) return existing;
  const created = randomId(USER_ID_LENGTH);
  writeItem(storageKeys.userId, created);
  return created;
}

export function readHasPaid(): boolean {
  return readItem(storageKeys.hasPaid) === "true";
}

/** Records the flag; returns whether it outlives the page (storage neither blocked nor full). */
export function writeHasPaid(paid: boolean): boolean {
  return writeItem(storageKeys.hasPaid, paid ? "true" : "false");
}

/**
 * The person who was signed in here has logged out: nothing this browser kept of what they have
 * (the paid flag, what /success just confirmed in this tab) is the next person's.
 */
export function forgetSignedInPerson(): void {
  writeHasPaid(false);
  removeItem(storageKeys.justConfirmed, "sessionStorage");
}

/** First visit: a userId and hasPaid 'false'. Later visits keep what is there. */
export function ensureVisitor(): void {
  ensureUserId();
  const hasPaid = readItem(storageKeys.hasPaid);
  if (hasPaid !== "true" && hasPaid !== "false") writeHasPaid(false);
}

/** The stored A/B/C variant, or null. */
export function storedVariant(): Variant | null {
  const value = readItem(storageKeys.version);
  return isVariant(value) ? value : null;
}

/** The stored A/B/C variant; a missing or garbage one also logs a warning. */
export function readVariant(): Variant | null {
  const variant = storedVariant();
  if (!variant)
    console.warn(`No valid 'version' in local storage (found ${JSON.stringify(readItem(storageKeys.version))}).`);
  return variant;
}
