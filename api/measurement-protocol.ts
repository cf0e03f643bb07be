// GA4's Measurement Protocol: the server's events about a subscription (its trial start, each
// payment, its cancellation), under the buyer's analytics client id — the browser's gtag uses the
// visitor's userId as its client id (app/shared/analytics/gtag-queue.ts) — so GA joins them to the
// visit, and its headline variant (`exp_variant_string`).
import type { ApiSettings } from "./settings.ts";

export type SendHit = (clientId: string, name: string, params: Record<string, unknown>) => Promise<void>;

const COLLECT_TIMEOUT_MS = 5000;
/**
 * Hits in flight at once: a burst of webhooks does not become a burst on the collector, where a
 * hit that times out after it arrived would be given back and sent again (counted twice).
 */
const IN_FLIGHT = 4;

export function measurementProtocol(
  settings: NonNullable<ApiSettings["analytics"]>,
  fetchFn: typeof fetch = fetch,
): SendHit {
  let inFlight = 0;
  const waiting: (() => void)[] = [];
  const turn = async () => {
    while (inFlight >= IN_FLIGHT) await new Promise<void>((resolve) => waiting.push(resolve));
    inFlight++;
  };
  const done = () => {
    inFlight--;
    waiting.shift()?.();
  };

  return async (clientId, name, params) => {
    await turn();
    try {
      await send(clientId, name, params);
    } finally {
      done();
    }
  };

  async function send(clientId: string, name: string, params: Record<string, unknown>) {
    const url = new URL(settings.collectUrl);
    url.searchParams.set("measurement_id", settings.measurementId);
    url.searchParams.set("api_secret", settings.apiSecret);
    const response = await fetchFn(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ client_id: clientId, events: [{ name, params }] }),
      signal: AbortSignal.timeout(COLLECT_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`The Measurement Protocol answered ${response.status}.`);
  }
}
