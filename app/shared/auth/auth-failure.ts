// What an error of the identity provider or its SDK means to a visitor (docs/product.md, "Error
// messages"): read only where one is shown (the site shell's alert, loaded then, and the /signup
// hand-off), so the table stays out of every page's first download.

/**
 * What went wrong with signing in, as the page says it in its language (common copy's `authAlert`,
 * one sentence each: what happened and what to do): the provider out of reach or in trouble, the
 * visitor cancelling, a sign-in link already used or expired (the SDK's 'Invalid state'), a step
 * only the provider's own page can take, a blocked popup, site data blocked, or anything else.
 */
export type AuthFailureReason =
  "unreachable" | "busy" | "cancelled" | "expired" | "confirm" | "blocked" | "storage" | "failed";

/**
 * `code`: the provider's error code, or our word for it ('Invalid state', 'Login failed':
 * docs/product.md, Error messages), shown beside the sentence so a visitor can quote it; never the
 * provider's English description.
 */
export type AuthFailure = { reason: AuthFailureReason; code?: string };

/** The provider's error codes (OAuth's, and the SDK's own) by what they mean to a visitor. */
const PROVIDER_ERRORS: Record<string, AuthFailureReason> = {
  access_denied: "cancelled",
  cancelled: "cancelled", // the popup closed
  login_required: "confirm",
  consent_required: "confirm",
  interaction_required: "confirm",
  account_selection_required: "confirm",
  mfa_required: "confirm",
  state_mismatch: "expired",
  missing_transaction: "expired",
  invalid_grant: "expired", // the code was already used, or expired
  server_error: "busy",
  temporarily_unavailable: "busy",
  timeout: "unreachable",
  popup_open: "blocked",
};

/**
 * The SDK's checks of the ID token (OpenID Connect Core, 3.1.3.7) name the claim that failed, as in
 * "Issuer (iss) claim mismatch in the ID token…"; an algorithm other than RS256 names none.
 */
const ID_TOKEN_CLAIM = /\((iss|sub|aud|azp|nonce|exp|nbf|iat|auth_time|org_id|org_name)\)/;

/** The words for the SDK's 'the login transaction is not this one' (docs/product.md, "Error messages"). */
const INVALID_STATE = "Invalid state";
/** …and for a failure that says nothing (docs/product.md, "Error messages"). */
const LOGIN_FAILED = "Login failed";

/**
 * The identity provider's refusal of an access token for the site's API (identity-client.ts), as
 * the page says it: as a sign-in's, but 'access_denied' is the API refused, not a visitor who cancelled.
 */
export function tokenFailure({ reason, code }: AuthFailure): AuthFailure {
  const meaning = code && code !== "access_denied" ? PROVIDER_ERRORS[code] : undefined;
  return { reason: meaning ?? reason, ...(code && { code }) };
}

export function authFailure(error: unknown): AuthFailure {
  if (error instanceof TypeError && /fetch|network|load/i.test(error.message)) return { reason: "unreachable" };
  if (error instanceof DOMException && error.name === "TimeoutError") return { reason: "unreachable" };
  // Storage blocked (cookies and site data off): the login transaction cannot be kept.
  if (error instanceof DOMException && error.name === "SecurityError") return { reason: "storage" };
  const message = error instanceof Error ? error.message : "";
  if (/^Timeout when executing/.test(message)) return { reason: "unreachable", code: "Timeout" };
  if (/^Unable to open a popup/.test(message)) return { reason: "blocked" };
  const code = (error as { error?: unknown } | null)?.error;
  if (message === INVALID_STATE) return { reason: "expired", code: INVALID_STATE };
  // A refused ID token: the check that refused it, to quote ("ID token (iss)").
  if (/\bID token\b/i.test(message)) {
    const claim = ID_TOKEN_CLAIM.exec(message)?.[1] ?? (/RS256/.test(message) ? "alg" : undefined);
    return { reason: "failed", code: claim ? `ID token (${claim})` : LOGIN_FAILED };
  }
  if (typeof code === "string" && code.trim()) return { reason: PROVIDER_ERRORS[code] ?? "failed", code };
  return { reason: "failed", code: LOGIN_FAILED };
}
