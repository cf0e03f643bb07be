// A withdrawn analytics consent, told to the site's API until it has it: the API keeps it before
// answering, so that none of this visitor's sales is reported to analytics
// (docs/decisions/022-consent-withdrawal-tombstones.md). Kept in storage until a 2xx comes, sent again
// with backoff while the page is open and on every later page's load. By fetch with keepalive, not a
// beacon: a beacon tells nothing back. Config-free, so the boot script shares it; never throws.
import { isClientId } from "~/contracts/client-reference";
import { experimentPaths } from "~/contracts/experiment-api";
import { afterFirstPaint } from "~/shared/page/first-paint";
import { readItem, removeItem, storageKeys, writeItem } from "~/shared/browser/storage";

const FIRST_WAIT_MS = 2000;
const LONGEST_WAIT_MS = 5 * 60 * 1000;

/** The withdrawal waiting for the API's answer (untrusted: garbage is dropped). */
function pending(): string | null {
  const clientId = readItem(storageKeys.withdrawal);
  if (clientId === null || isClientId(clientId)) return clientId;
  removeItem(storageKeys.withdrawal);
  return null;
}

/**
 * Sends it once: done on a 2xx, and on any other 4xx but 429 (the API will never take it);
 * otherwise (offline, 5xx, 429) to be sent again, not before the answer's Retry-After.
 */
async function post(clientId: string): Promise<{ done: true } | { done: false; afterMs: number }> {
  try {
    const response = await fetch(experimentPaths.exposures, {
      method: "POST",
      body: JSON.stringify({ withdraw: clientId }),
      keepalive: true,
    });
    if (response.status !== 429 && response.status < 500) return { done: true };
    const seconds = Number(response.headers.get("Retry-After"));
    return { done: false, afterMs: Number.isFinite(seconds) ? seconds * 1000 : 0 };
  } catch {
    return { done: false, afterMs: 0 };
  }
}

/** Sends what waits, and again after `waitMs` (doubled each time, up to five minutes) until it is done. */
function deliver(waitMs = FIRST_WAIT_MS): void {
  const clientId = pending();
  if (!clientId) return;
  void post(clientId).then((answer) => {
    if (answer.done) {
      if (pending() === clientId) removeItem(storageKeys.withdrawal);
      return;
    }
    const next = Math.min(Math.max(waitMs, answer.afterMs), LONGEST_WAIT_MS);
    setTimeout(() => deliver(Math.min(next * 2, LONGEST_WAIT_MS)), next);
  });
}

/** The visitor took their consent back: kept, and sent until the API has it. */
export function withdrawConsent(clientId: string): void {
  writeItem(storageKeys.withdrawal, clientId);
  deliver();
}

/** A withdrawal an earlier page could not deliver: sent again once this page is loaded and painted. */
export function resendWithdrawal(): void {
  if (!pending()) return;
  if (document.readyState === "complete") afterFirstPaint(() => deliver());
  else window.addEventListener("load", () => afterFirstPaint(() => deliver()), { once: true });
}

/** Consent given again: a withdrawal still waiting is not sent (nor sent again). */
export function dropWithdrawal(): void {
  removeItem(storageKeys.withdrawal);
}
