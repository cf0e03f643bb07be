// The only module that touches localStorage. It never throws: when the browser blocks or fills
// storage, values live in memory for this page's life instead.

export const storageKeys = {
  userId: "userId",
  hasPaid: "hasPaid",
  version: "version",
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

const memory = new Map<string, string>();

function browserStorage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined; // Access itself throws when cookies/storage are blocked.
  }
}

export function readItem(key: StorageKey): string | null {
  try {
    const value = browserStorage()?.getItem(key);
    if (value != null) return value;
  } catch {
    // Blocked storage: fall through to memory.
  }
  return memory.get(key) ?? null;
}

/** Stores a value; returns whether it reached persistent storage. */
export function writeItem(key: StorageKey, value: string): boolean {
  memory.set(key, value);
  try {
    const storage = browserStorage();
    if (!storage) return false;
    storage.setItem(key, value);
    return true;
  } catch {
    return false; // Quota exceeded or blocked; the memory copy still serves this page.
  }
}

/** For tests: forget the in-memory fallback. */
export function resetMemoryStorage(): void {
  memory.clear();
}
