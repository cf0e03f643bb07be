// Who is asking: the access token a request to the API carries (`Authorization: Bearer …`), an RS256
// JWT from the identity provider (Auth0, or the local stand-in: local/identity/provider.ts), checked
// with jose against the keys the provider publishes (its JWKS). Never hand-rolled: jose checks the
// signature, the algorithm, the issuer, the audience and the expiry. A token that fails any check is
// a 401 with RFC 6750's `WWW-Authenticate: Bearer …`; keys that cannot be fetched are the API's
// trouble, not the caller's, so they are a result of their own (a 503 to the caller). A token that
// passed is remembered for a minute at most, never past its expiry: a page asks with the same
// token again and again (docs/decisions/016-api-per-request-work.md); the least recently used are
// forgotten first (lru-cache).
import { createRemoteJWKSet, customFetch, errors, jwtVerify, type JWTVerifyGetKey } from "jose";
import { LRUCache } from "lru-cache";

export interface AccessTokenVerifierOptions {
  /** The provider's issuer, as its tokens name it: Auth0's has a trailing slash (`auth0Issuer`). */
  issuer: string;
  /** The site's API (Auth0 → APIs, its identifier): the tokens' `aud`. */
  audience: string;
  /**
   * The site's own application: a token must have been issued to it (Auth0's `azp`, or
   * `client_id`), so another application of the tenant allowed this API (a machine-to-machine
   * client, say) is not taken for a person.
   */
  clientId: string;
  /** Where the provider publishes its keys: by default Auth0's `<issuer>.well-known/jwks.json`. */
  jwksUrl?: string | URL;
  fetch?: typeof fetch;
}

export type AccessTokenCheck =
  /**
   * `token`: the access token itself, for the identity provider's /userinfo; `permissions`: the
   * API's permissions granted to the person (Auth0 RBAC's `permissions` claim), none when absent.
   */
  | { ok: true; sub: string; token: string; permissions: string[] }
  | { ok: false; status: 401; wwwAuthenticate: string }
  /** The provider's keys could not be fetched: nothing is known about the token. */
  | { ok: false; status: 503; problem: string };

export type AccessTokenVerifier = (authorization: string | null | undefined) => Promise<AccessTokenCheck>;

/** Auth0 tokens allow for clocks a little apart. */
const CLOCK_TOLERANCE_S = 60;
const REALM = 'realm="api"';
/** How long a token that passed is taken again unchecked; jose's key set is cached longer. */
const REMEMBER_TOKEN_MS = 60 * 1000;
const REMEMBERED_TOKENS = 10_000;
/** RFC 6750, 2.1: `Bearer` and a b64token. */
const BEARER = /^Bearer +([A-Za-z0-9\-._~+/]+=*)$/i;

/** The issuer of an Auth0 domain setting (`tenant.eu.auth0.com`, or a local provider's URL). */
export function auth0Issuer(domain: string): string {
  const origin = /^https?:\/\//i.test(domain) ? domain : `https://${domain}`;
  return `${origin.replace(/\/+$/, "")}/`;
}

export function accessTokenVerifier({
  issuer,
  audience,
  clientId,
  jwksUrl,
  fetch: fetchImpl,
}: AccessTokenVerifierOptions): AccessTokenVerifier {
  const keysUrl = new URL(jwksUrl ?? new URL(".well-known/jwks.json", issuer.endsWith("/") ? issuer : `${issuer}/`));
  const remoteKeys = createRemoteJWKSet(keysUrl, fetchImpl ? { [customFetch]: fetchImpl } : undefined);
  // A key the token names but the set lacks is the token's fault; a set that cannot be had is not.
  const keys: JWTVerifyGetKey = async (header, token) => {
    try {
      return await remoteKeys(header, token);
    } catch (error) {
      if (error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWKSMultipleMatchingKeys) throw error;
      throw new KeysUnavailable("The key set could not be fetched", { cause: error });
    }
  };
  // On the wall clock, as the tokens' expiry is, read at every look.
  const passed = new LRUCache<string, { sub: string; permissions: string[] }>({
    max: REMEMBERED_TOKENS,
    ttlResolution: 0,
    perf: { now: () => Date.now() },
  });

  return async (authorization) => {
    const header = authorization?.trim();
    if (!header || !/^Bearer(\s|$)/i.test(header))
      return { ok: false, status: 401, wwwAuthenticate: `Bearer ${REALM}` };
    const token = BEARER.exec(header)?.[1];
    if (!token) return invalidToken("The access token is malformed");
    const known = passed.get(token);
    if (known) return { ok: true, sub: known.sub, token, permissions: [...known.permissions] };
    try {
      const { payload } = await jwtVerify(token, keys, {
        algorithms: ["RS256"],
        issuer,
        audience,
        clockTolerance: CLOCK_TOLERANCE_S,
        requiredClaims: ["sub", "exp"],
      });
      if (typeof payload.sub !== "string" || !payload.sub) return invalidToken("The access token names no subject");
      if (payload.azp !== clientId && payload.client_id !== clientId) {
        return invalidToken("The access token was issued to another application");
      }
      const permissions = Array.isArray(payload.permissions)
        ? payload.permissions.filter((permission): permission is string => typeof permission === "string")
        : [];
      // As long as jose would take it: until `exp` and the clock tolerance have passed.
      const expires = (payload.exp! + CLOCK_TOLERANCE_S) * 1000;
      const ttl = Math.min(REMEMBER_TOKEN_MS, expires - Date.now());
      if (ttl > 0) passed.set(token, { sub: payload.sub, permissions }, { ttl });
      return { ok: true, sub: payload.sub, token, permissions: [...permissions] };
    } catch (error) {
      if (error instanceof KeysUnavailable) {
        return {
          ok: false,
          status: 503,
          problem: `The identity provider's keys (${keysUrl.href}) could not be fetched`,
        };
      }
      return invalidToken(whyInvalid(error));
    }
  };
}

class KeysUnavailable extends Error {
  override name = "KeysUnavailable";
}

function invalidToken(description: string): AccessTokenCheck {
  return {
    ok: false,
    status: 401,
    wwwAuthenticate: `Bearer ${REALM}, error="invalid_token", error_description="${description}"`,
  };
}

/** Our own words (RFC 6750 allows no quotes or backslashes in them), never the library's. */
function whyInvalid(error: unknown): string {
  if (error instanceof errors.JWTExpired) return "The access token expired";
  if (error instanceof errors.JOSEAlgNotAllowed) return "The access token is not signed with RS256";
  if (error instanceof errors.JWTClaimValidationFailed) {
    switch (error.claim) {
      case "aud":
        return "The access token is not for this API";
      case "iss":
        return "The access token is from another issuer";
      case "sub":
        return "The access token names no subject";
      case "exp":
        return "The access token has no valid expiry";
      case "nbf":
        return "The access token is not valid yet";
      default:
        return "The access token's claims are invalid";
    }
  }
  if (error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWKSMultipleMatchingKeys) {
    return "The access token is signed with an unknown key";
  }
  if (error instanceof errors.JWSSignatureVerificationFailed) return "The access token's signature is invalid";
  return "The access token is malformed";
}
