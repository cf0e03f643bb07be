// The only module that touches our keys in localStorage and sessionStorage (React Router's scroll
// positions aside: scroll-positions.ts). It never throws: when the browser blocks or fills storage,
// values live in memory for this page's life instead — one memory for the page, although the boot
// script and the app each bundle this module: they must agree on the
// visitor (their userId, their variant) when storage is blocked.

/** Storage keys (docs/product.md, Browser storage); the first three are fixed by the product. */
export const storageKeys = {
  userId: "userId",
  hasPaid: "hasPaid",
  version: "version",
  /** The visitor's analytics consent choice. */
  consent: "analyticsConsent",
  /** The first landing headline this browser was shown, and when (shared/visitor/exposure.ts). */
  firstVersion: "firstVersion",
  /** A withdrawal of analytics consent the site's API has not confirmed yet (shared/visitor/consent-withdrawal.ts). */
  withdrawal: "analyticsWithdrawal",
  /** The language the visitor chose (contracts/locales.ts), from the switcher or the language offer. */
  language: "language",
  /** The language of the page this tab showed last (sessionStorage): the checkout's return follows it. */
  tabLanguage: "tabLanguage",
  /** Checkout sessions whose conversion was already reported. */
  conversions: "reportedConversions",
  /** utm_* parameters the visitor arrived with (sessionStorage: one visit's worth). */
  arrivalUtm: "arrivalUtm",
  /** The campaign code the visitor arrived with (`?code=`; sessionStorage: one visit's worth). */
  arrivalCode: "arrivalCode",
  /** Set while this browser holds a signed-in session (a hint for the boot script; shared/auth/auth-hints.ts). */
  sessionHint: "signedIn",
  /** A login callback not completed yet (sessionStorage: this tab's; shared/auth/auth-hints.ts). */
  loginCallback: "pendingLoginCallback",
  /** What /success has just confirmed, for this tab's next /glow (sessionStorage; features/checkout-returns/bought-query.ts). */
  justConfirmed: "justConfirmed",
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];
export type StorageArea = "localStorage" | "sessionStorage";

/** The page's memory copy, on the page's global object, so every bundle of this module shares it. */
/** The key of the page's memory copy (`Symbol.for`), which a browser test reads. */
export const MEMORY_KEY = "snapsong.storage-memory";
const MEMORY = Symbol.for(MEMORY_KEY);
const memory: Map<string, string> = ((globalThis as { [MEMORY]?: Map<string, string> })[MEMORY] ??= new Map());

function browserStorage(area: StorageArea): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window[area];
  } catch {
    return undefined; // Access itself throws when cookies/storage are blocked.
  }
}

export function readItem(key: StorageKey, area: StorageArea = "localStorage"): string | null {
  try {
    const value = browserStorage(area)?.getItem(key);
    if (value != null) return value;
  } catch {
    // Blocked storage: fall through to memory.
  }
  return memory.get(`${area}:${key}`) ?? null;
}

/** Stores a value; returns whether it reached the browser's storage. */
export function writeItem(key: StorageKey, value: string, area: StorageArea = "localStorage"): boolean {
  memory.set(`${area}:${key}`, value);
  try {
    const storage = browserStorage(area);
    if (!storage) return false;
    storage.setItem(key, value);
    return true;
  } catch {
    return false; // Quota exceeded or blocked; the memory copy still serves this page.
  }
}

export function removeItem(key: StorageKey, area: StorageArea = "localStorage"): void {
  memory.delete(`${area}:${key}`);
  try {
    browserStorage(area)?.removeItem(key);
  } catch {
    // Blocked storage: nothing was stored there.
  }
}

/** Reads a JSON value, or the fallback when it is missing or unreadable. */
export function readJson(key: StorageKey, fallback: unknown, area: StorageArea = "localStorage"): unknown {
  const raw = readItem(key, area);
  if (raw == null) return fallback;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return fallback;
  }
}

/** For tests: forget the in-memory fallback. */
export function resetMemoryStorage(): void {
  memory.clear();
}
