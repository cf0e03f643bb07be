// What the identity provider says of a signed-in person's email, asked at its OpenID Connect
// `/userinfo` with the person's own access token (Auth0 issues the API's tokens for `/userinfo`
// too when `openid` is asked for). The request body's email is never trusted: a customer's email,
// and whether a purchase made without an account is the person's, come from here.
const PROFILE_TIMEOUT_MS = 5000;
const MAX_EMAIL_LENGTH = 320;

export interface IdentityProfile {
  email: string | null;
  emailVerified: boolean;
}

/** The person's profile, or null when the provider could not say (down, slow, or not this person). */
export type ProfileOf = (person: string, accessToken: string) => Promise<IdentityProfile | null>;

export function identityProfiles(issuer: string, fetchFn: typeof fetch = fetch): ProfileOf {
  const userinfo = new URL("userinfo", issuer);
  return async (person, accessToken) => {
    try {
      const response = await fetchFn(userinfo, {
        headers: { Authorization: `Bearer ${accessToken}`, Accept: "application/json" },
        signal: AbortSignal.timeout(PROFILE_TIMEOUT_MS),
      });
      if (!response.ok) return null;
      const claims = (await response.json()) as Record<string, unknown>;
      if (claims.sub !== person) return null;
      const email =
        typeof claims.email === "string" && claims.email.length <= MAX_EMAIL_LENGTH && claims.email.includes("@")
          ? claims.email
          : null;
      return { email, emailVerified: email !== null && claims.email_verified === true };
    } catch {
      return null;
    }
  };
}
