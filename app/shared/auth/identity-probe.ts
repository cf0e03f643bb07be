// Whether the identity provider answers, asked before leaving for it, so a visitor is told so
// instead of landing on a browser error page. Config-free: the boot script starts it at a sign-up
// press (features/hand-off/boot.ts), the /signup page from its <head>.

const PROBE_TIMEOUT_MS = 8000;

/** The provider's discovery document: a small, always-there answer to ask for. */
export const discoveryDocumentUrl = (origin: string) => `${origin}/.well-known/openid-configuration`;

/**
 * Resolves once the provider answers, rejects when it cannot be reached. A CORS request matches the
 * /signup page's preload; should the provider refuse CORS, an opaque request still tells whether it is up.
 */
export async function probeIdentityProvider(url: string): Promise<void> {
  const init = { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) };
  await fetch(url, init).catch(() => fetch(url, { ...init, mode: "no-cors" }));
}
