// The landing page's beacons (`POST /api/exposures`, app/contracts/experiment-api.ts) as a crowd of
// visitors sends them, for `npm run bench:load`: every other one from a visitor who agreed to
// analytics, with a client id no one has sent before and their first headline; the headlines in turn.
// Each pair comes from an address of its own, as nginx names it to the server behind it (X-Real-IP,
// TRUST_PROXY=1): a crowd, which the API's per-source limit (api/source-limits.ts) lets through.
import { headlines, type ExposureBeacon } from "../../app/contracts/experiment-api.ts";

/** What a browser's `navigator.sendBeacon` of a string sends beside it. */
export const BEACON_HEADERS = {
  "content-type": "text/plain;charset=UTF-8",
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
};

/** A new beacon's body at each call, and the address of the visitor who sends it. */
export function exposureBeacons(now: () => number = Date.now): () => { body: string; headers: Record<string, string> } {
  let sent = 0;
  return () => {
    const n = sent++;
    const variant = headlines[n % headlines.length]!;
    // 9 letters and digits, as the visitor's id is: base 36 of the count, so none repeats.
    const clientId = n.toString(36).padStart(9, "0");
    const at = new Date(now() - 60_000).toISOString();
    const beacon: ExposureBeacon = n % 2 === 0 ? { variant } : { variant, first: { clientId, variant, at } };
    const visitor = n >> 1;
    const address = `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
    return { body: JSON.stringify(beacon), headers: { "x-real-ip": address } };
  };
}
