// GA4's Measurement Protocol, through its validation server (`/debug/mp/collect`): the measurement
// id and a purchase as the API sends it. The validation server does not check the API secret (no
// endpoint of GA's does without the Admin API): the line says where to compare it by hand.
import type { GoLiveSettings } from "./settings.ts";
import { ok, problem, type Finding } from "./findings.ts";

export async function reviewAnalytics({ server }: GoLiveSettings): Promise<Finding[]> {
  const analytics = server.analytics;
  if (!analytics) return [ok("Measurement Protocol", "analytics is off (no measurement id): nothing is sent")];
  const url = new URL(analytics.collectUrl);
  url.pathname = url.pathname.replace(/\/mp\/collect$/, "/debug/mp/collect");
  url.search = new URLSearchParams({
    measurement_id: analytics.measurementId,
    api_secret: analytics.apiSecret,
  }).toString();
  try {
    const response = await fetch(url, {
      method: "POST",
      body: JSON.stringify({
        client_id: "123456789.1234567890",
        events: [{ name: "purchase", params: { transaction_id: "in_preflight", value: 6, currency: "USD" } }],
      }),
      signal: AbortSignal.timeout(10_000),
    });
    const { validationMessages = [] } = (await response.json()) as { validationMessages?: { description: string }[] };
    if (!response.ok || validationMessages.length) {
      return [
        problem(
          "Measurement Protocol",
          validationMessages.map((message) => message.description).join("; ") ||
            `the validation server answered ${response.status}`,
          "check GA_MEASUREMENT_ID (or VITE_GA_MEASUREMENT_ID)",
        ),
      ];
    }
    return [
      ok(
        "Measurement Protocol",
        `${analytics.measurementId} accepts a purchase; compare GA_API_SECRET with GA4 → Admin → Data streams → Measurement Protocol API secrets (no GA endpoint checks it)`,
      ),
    ];
  } catch (error) {
    return [
      problem(
        "Measurement Protocol",
        `the validation server could not be reached (${error instanceof Error ? error.message : String(error)})`,
        "check the network, or GA_MP_URL",
      ),
    ];
  }
}
