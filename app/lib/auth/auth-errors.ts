// The message a visitor sees for a sign-in error (docs/product.md, Error messages).
export const LOGIN_FAILED = "Login failed";
export const SERVICE_UNREACHABLE = "We couldn't reach the sign-in service. Check your connection and try again.";

export function authErrorMessage(error: unknown): string {
  if (error instanceof TypeError && /fetch|network|load/i.test(error.message)) return SERVICE_UNREACHABLE;
  if (error instanceof DOMException && error.name === "TimeoutError") return SERVICE_UNREACHABLE;
  if (error instanceof Error && error.message.trim()) return error.message;
  return LOGIN_FAILED;
}

/** Errors that mean 'not signed in' rather than 'something went wrong' (login_required, missing_refresh_token). */
export function isSilentError(error: unknown): boolean {
  const code = (error as { error?: unknown } | null)?.error;
  return code === "login_required" || code === "missing_refresh_token";
}
