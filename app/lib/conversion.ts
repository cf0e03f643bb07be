// What the checkout's return routes record (docs/architecture.md, a checkout): the hasPaid flag, and on success one
// 'Paid for Glow Up' event per checkout session, labelled with the visitor's A/B/C variant.
import { trackEvent } from "./analytics";
import { analyticsEvents } from "./analytics-events";
import { readJson, storageKeys, writeItem } from "./storage";
import { readHasPaid, readVariant, writeHasPaid } from "./visitor";

export type CheckoutOutcome = "paid" | "not-paid";

const SESSION_ID = /^[\w-]{1,255}$/;
const REMEMBERED_SESSIONS = 50;

function reportedSessions(): string[] {
  const stored = readJson(storageKeys.conversions, []);
  return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === "string") : [];
}

/**
 * Records the outcome of a checkout. `sessionId` is the checkout's session id from the return URL
 * (untrusted: anything odd counts as absent). Without one, a visitor already marked paid is taken
 * to be revisiting, not converting again.
 */
export function recordCheckoutOutcome(outcome: CheckoutOutcome, sessionId?: string | null): void {
  if (outcome === "not-paid") return writeHasPaid(false);

  const id = sessionId && SESSION_ID.test(sessionId) ? sessionId : null;
  const reported = reportedSessions();
  const alreadyReported = id ? reported.includes(id) : readHasPaid();
  writeHasPaid(true);
  if (alreadyReported) return;
  trackEvent(analyticsEvents.paidForGlowUp(readVariant()));
  if (id) writeItem(storageKeys.conversions, JSON.stringify([...reported, id].slice(-REMEMBERED_SESSIONS)));
}
