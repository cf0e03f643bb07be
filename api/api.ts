// The API as a deploy target runs it: settings from the environment, the provider's SDK and GA4's
// Measurement Protocol behind the handler. With settings missing or malformed it still answers,
// 503 on every route, and says what is wrong.
import { createApiHandler, type ApiHandler } from "./handler.ts";
import { measurementProtocol } from "./measurement-protocol.ts";
import { stripeProvider } from "./checkout-sessions.ts";
import { readApiSettings } from "./settings.ts";

export interface Api {
  handle: ApiHandler;
  /** What is missing or malformed in the environment; empty when the API is ready. */
  problems: string[];
}

interface ApiOptions {
  fetch?: typeof fetch;
  /** Where it says what is missing, once, as every deploy target starts it (the console by default). */
  log?: (message: string) => void;
}

export function createApi(
  env: Record<string, string | undefined>,
  { fetch: fetchFn = fetch, log = console.error }: ApiOptions = {},
): Api {
  const result = readApiSettings(env);
  if (!result.ok) {
    log(`The site's API is not configured; /api/ answers 503 until it is:\n  ${result.problems.join("\n  ")}`);
    return { handle: createApiHandler({}), problems: result.problems };
  }
  const { stripe, analytics } = result.settings;
  return {
    handle: createApiHandler({
      provider: stripeProvider(stripe, fetchFn),
      sendPurchase: analytics && measurementProtocol(analytics, fetchFn),
    }),
    problems: [],
  };
}
