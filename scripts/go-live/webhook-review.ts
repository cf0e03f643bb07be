// The webhook endpoint against the catalogue: its URL, exactly the events the API handles, enabled.
// A new endpoint's signing secret is shown once, for the server's settings.
import type { DesiredCatalogue } from "../../app/catalogue/desired-catalogue.ts";
import { ok, problem, type Finding } from "./findings.ts";
import type { PaymentAccount } from "./payment-account.ts";

export function reviewWebhook(account: PaymentAccount, catalogue: DesiredCatalogue): Finding {
  const subject = "Webhook endpoint";
  const { url, enabled_events } = catalogue.webhookEndpoint;
  const wanted: string[] = [...enabled_events].sort();
  const endpoint = account.endpoints.find((entry) => entry.url === url);
  if (!endpoint) {
    return problem(subject, `none sends events to ${url}`, "setup creates it", [
      {
        says: `create the webhook endpoint ${url} for ${wanted.join(", ")}`,
        async apply({ stripe, tell }) {
          const created = await stripe.webhookEndpoints.create(catalogue.webhookEndpoint);
          tell(`STRIPE_WEBHOOK_SECRET=${created.secret} (shown this once: set it on the server now)`);
        },
      },
    ]);
  }
  const events = [...endpoint.enabled_events].sort();
  const drift: string[] = [];
  if (endpoint.status !== "enabled") drift.push("it is disabled");
  const missing = wanted.filter((event) => !events.includes(event) && !events.includes("*"));
  const extra = events.filter((event) => !wanted.includes(event));
  if (missing.length) drift.push(`it does not send ${missing.join(", ")}`);
  if (extra.length) drift.push(`it also sends ${extra.join(", ")}, which the API ignores`);
  if (drift.length === 0) return ok(subject, `${url}: ${wanted.length} events`);
  return problem(subject, drift.join("; "), "setup mends it", [
    {
      says: `send exactly ${wanted.join(", ")} to ${url}, enabled`,
      async apply({ stripe }) {
        await stripe.webhookEndpoints.update(endpoint.id, { enabled_events, disabled: false });
      },
    },
  ]);
}
