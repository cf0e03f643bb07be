// GA4's Measurement Protocol: the server's `purchase` for a confirmed checkout, with the same
// transaction id and client id as the browser's (GA keeps one purchase per transaction id).
import type { ClientReference } from "../app/contracts/client-reference.ts";
import { purchaseParams } from "../app/contracts/checkout-api.ts";
import type { ConfirmedCheckout } from "./checkout-sessions.ts";
import type { ApiSettings } from "./settings.ts";

export type SendPurchase = (checkout: ConfirmedCheckout, reference: ClientReference) => Promise<void>;

const COLLECT_TIMEOUT_MS = 5000;

export function measurementProtocol(
  settings: NonNullable<ApiSettings["analytics"]>,
  fetchFn: typeof fetch = fetch,
): SendPurchase {
  return async (checkout, reference) => {
    const url = new URL(settings.collectUrl);
    url.searchParams.set("measurement_id", settings.measurementId);
    url.searchParams.set("api_secret", settings.apiSecret);
    const response = await fetchFn(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        // The browser's gtag uses the visitor's userId as its client id (app/shared/analytics/gtag-queue.ts).
        client_id: reference.userId,
        events: [{ name: "purchase", params: purchaseParams(checkout, reference.variant) }],
      }),
      signal: AbortSignal.timeout(COLLECT_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`The Measurement Protocol answered ${response.status}.`);
  };
}
