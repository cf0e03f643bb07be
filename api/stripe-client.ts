// The payment provider's official SDK, set up once for the API: `fetch` and Web Crypto (the same
// code in Node and workerd), a timeout and one retry per call, and the local stand-in's address
// when one is given.
import Stripe from "stripe";
import type { ApiSettings } from "./settings.ts";

/**
 * How long one call to the provider may take. With one retry the API answers within ~10 s, before
 * the browser gives up on it (features/checkout-returns/conversion.ts, 15 s) and offers its own retry.
 */
const PROVIDER_TIMEOUT_MS = 5000;

export function stripeClient(
  { secretKey, apiUrl }: ApiSettings["stripe"],
  fetchFn: typeof fetch = fetch,
  timeoutMs = PROVIDER_TIMEOUT_MS,
): Stripe {
  return new Stripe(secretKey, {
    httpClient: Stripe.createFetchHttpClient(fetchFn),
    timeout: timeoutMs,
    maxNetworkRetries: 1,
    ...(apiUrl && {
      host: apiUrl.hostname,
      port: apiUrl.port || (apiUrl.protocol === "https:" ? 443 : 80),
      protocol: apiUrl.protocol === "https:" ? "https" : "http",
    }),
  });
}

/** The provider answered that it has no such object. */
const isMissing = (error: unknown) =>
  error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404;

/** What a retrieval answers, or null when the provider has no such object; other failures throw. */
export async function orMissing<T>(retrieval: Promise<T>): Promise<T | null> {
  try {
    return await retrieval;
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

/** The id of a field the provider gives as an id or as the expanded object. */
export const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === "string" ? value : (value?.id ?? null);
