// The payment provider, through its official SDK: retrieve a checkout session, verify a webhook's
// signature. The SDK uses `fetch` and Web Crypto, so the same code runs in Node and in workerd.
import Stripe from "stripe";
import { checkoutState, SESSION_EXPAND, type CheckoutState } from "./checkout-state.ts";
import type { ApiSettings } from "./settings.ts";

export interface PaymentProvider {
  /** The session's state, or null when the provider has no such session. Throws when it cannot be asked. */
  checkout(sessionId: string): Promise<CheckoutState | null>;
  /** The event of a webhook delivery; throws unless the signature is the provider's. */
  verifiedEvent(payload: string, signature: string): Promise<Stripe.Event>;
}

/**
 * How long one call to the provider may take. With one retry the API answers within ~10 s, before
 * the browser gives up on it (features/checkout/conversion.ts, 15 s) and offers its own retry.
 */
const PROVIDER_TIMEOUT_MS = 5000;

export function stripeProvider(
  settings: ApiSettings["stripe"],
  fetchFn: typeof fetch = fetch,
  timeoutMs = PROVIDER_TIMEOUT_MS,
): PaymentProvider {
  const { apiUrl } = settings;
  const stripe = new Stripe(settings.secretKey, {
    httpClient: Stripe.createFetchHttpClient(fetchFn),
    timeout: timeoutMs,
    maxNetworkRetries: 1,
    ...(apiUrl && {
      host: apiUrl.hostname,
      port: apiUrl.port || (apiUrl.protocol === "https:" ? 443 : 80),
      protocol: apiUrl.protocol === "https:" ? "https" : "http",
    }),
  });
  const crypto = Stripe.createSubtleCryptoProvider();

  return {
    async checkout(sessionId) {
      try {
        return checkoutState(await stripe.checkout.sessions.retrieve(sessionId, { expand: SESSION_EXPAND }));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw error;
      }
    },
    verifiedEvent: (payload, signature) =>
      stripe.webhooks.constructEventAsync(payload, signature, settings.webhookSecret, undefined, crypto),
  };
}
