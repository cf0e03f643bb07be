// The site's identity provider: the SDK set up for this site (downloaded on first need), whether
// the provider answers, and which of its errors mean 'not signed in' (what the others mean to a
// visitor: auth-failure.ts).
import { config } from "~/config";
import { brandAssets } from "~/shared/content/brand";
import { localeInfo, localeOfPath, localizedPath } from "~/contracts/locales";
import { paths } from "~/contracts/paths";
import { assetUrl } from "~/shared/site/assets";
import { createAuthSession, type AuthSession } from "./auth-session";
import { discoveryDocumentUrl } from "./identity-probe";

/** The SDK's timeout for each call to the provider. */
const HTTP_TIMEOUT_MS = 10_000;

/** The site's session: the real SDK (downloaded on first need), set up for this site. */
export function createSiteAuthSession(): AuthSession {
  // The plans to come back to, and the landing page after logging out, in the page's language.
  const here = (path: string) => window.location.origin + localizedPath(path, localeOfPath(window.location.pathname));
  return createAuthSession({
    callbackPath: paths.pricing,
    logOutTo: () => here(paths.landing),
    createClient: async () => {
      const { Auth0Client } = await import("@auth0/auth0-spa-js");
      const origin = window.location.origin;
      const locale = localeOfPath(window.location.pathname);
      return new Auth0Client({
        domain: config.auth.domain,
        clientId: config.auth.clientId,
        authorizationParams: {
          redirect_uri: here(paths.pricing),
          // The hosted login in the page's language.
          ui_locales: localeInfo[locale].tag,
          scope: "openid profile email",
          logo_uri: new URL(assetUrl(brandAssets.logo), origin).href,
          ...(config.auth.audience && { audience: config.auth.audience }),
        },
        httpTimeoutInSeconds: HTTP_TIMEOUT_MS / 1000,
        useRefreshTokens: true,
        useRefreshTokensFallback: false,
        // Survives reloads where third-party cookies break the silent check.
        cacheLocation: "localstorage",
      });
    },
  });
}

/** The provider's discovery document, which the hand-off asks for first (shared/auth/identity-probe.ts). */
export const identityProbeUrl = () => discoveryDocumentUrl(config.auth.origin);

/** Errors that mean 'not signed in' rather than 'something went wrong' (login_required, missing_refresh_token). */
export function isSilentError(error: unknown): boolean {
  const code = (error as { error?: unknown } | null)?.error;
  return code === "login_required" || code === "missing_refresh_token";
}

/**
 * Why there is no access token for the site's API: nobody signed in (or their session ended at the
 * provider), the site has no API audience configured, the provider out of reach, or anything else,
 * with the provider's error code or our word for it, to quote (docs/product.md, "Error messages").
 */
export type AccessTokenFailure =
  { reason: "signed-out" } | { reason: "unavailable" } | { reason: "unreachable" } | { reason: "failed"; code: string };

/** The words for a token refused without a code (docs/product.md, "Error messages"). */
const GET_ACCESS_TOKEN_FAILED = "Get access token failed";

export type ApiAccessToken = { ok: true; token: string } | ({ ok: false } & AccessTokenFailure);

/**
 * An access token for the site's API (`Authorization: Bearer …`), from the session's SDK: cached, or
 * fresh through the refresh token in its cache. Never throws: a failure comes back as a reason.
 */
export async function apiAccessToken(
  session: Pick<AuthSession, "accessToken">,
  { audience }: { audience: string | undefined } = config.auth,
): Promise<ApiAccessToken> {
  if (!audience) return { ok: false, reason: "unavailable" };
  try {
    const token = await session.accessToken();
    return token ? { ok: true, token } : { ok: false, reason: "signed-out" };
  } catch (error) {
    return { ok: false, ...accessTokenFailure(error) };
  }
}

export function accessTokenFailure(error: unknown): AccessTokenFailure {
  const code = (error as { error?: unknown } | null)?.error;
  // The refresh token expired, was revoked or was used twice: the session at the provider is over;
  // or the provider needs the person at its page (consent to the API, another step): a login again.
  const again = ["invalid_grant", "consent_required", "interaction_required"];
  if (isSilentError(error) || again.includes(code as string)) return { reason: "signed-out" };
  // The SDK's own timeouts: its lock (`timeout`) and its request ("Timeout when executing 'fetch'").
  if (code === "timeout" || (error instanceof Error && /^Timeout when executing/.test(error.message))) {
    return { reason: "unreachable" };
  }
  if (error instanceof TypeError || (error instanceof DOMException && error.name === "TimeoutError")) {
    return { reason: "unreachable" };
  }
  return { reason: "failed", code: typeof code === "string" && code.trim() ? code : GET_ACCESS_TOKEN_FAILED };
}
