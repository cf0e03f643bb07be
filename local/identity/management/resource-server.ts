// The site's API (Auth0 → APIs) as the Management API shows it, seeded with what the stand-in
// issues, and what the provider makes of it on every request: its identifier is the one audience
// it issues access tokens for, lasting `token_lifetime_for_web` (the site signs in from a browser),
// refresh tokens with them only if it allows offline access, and with RBAC on and the
// `access_token_authz` dialect, the owner's permission in them, if it is one of the API's.
import { createHash } from "node:crypto";
import type { Management } from "auth0";
import type { ResourceServer as OidcResourceServer } from "oidc-provider";
import { OWNER_PERMISSION } from "../../../app/contracts/experiment-api.ts";
import type { Rules } from "./patch";

export type ResourceServer = Management.ResourceServer &
  Required<
    Pick<
      Management.ResourceServer,
      | "id"
      | "identifier"
      | "scopes"
      | "token_lifetime"
      | "token_lifetime_for_web"
      | "allow_offline_access"
      | "enforce_policies"
      | "token_dialect"
    >
  >;

export interface ResourceServerSeed {
  identifier: string;
  name: string;
  /** How long the stand-in's access tokens for it last, in seconds. */
  accessTokenLifetime: number;
}

export function seedResourceServer({ identifier, name, accessTokenLifetime }: ResourceServerSeed) {
  return {
    // Auth0's ids are 24 hex digits; this one stays the same for the same identifier.
    id: createHash("sha256").update(identifier).digest("hex").slice(0, 24),
    name,
    identifier,
    is_system: false,
    signing_alg: "RS256",
    token_lifetime: 24 * 60 * 60,
    token_lifetime_for_web: accessTokenLifetime,
    allow_offline_access: true,
    skip_consent_for_verifiable_first_party_clients: true,
    enforce_policies: true,
    token_dialect: "access_token_authz",
    scopes: [{ value: OWNER_PERMISSION, description: "Read the headline experiment's readout" }],
  } satisfies ResourceServer;
}

/** What a PATCH may change: Auth0's updatable fields the stand-in models (never the identifier). */
export const resourceServerRules: Rules = {
  name: "string",
  scopes: "scopes",
  signing_alg: ["RS256", "HS256", "PS256"],
  token_lifetime: "integer",
  allow_offline_access: "boolean",
  skip_consent_for_verifiable_first_party_clients: "boolean",
  enforce_policies: "boolean",
  token_dialect: ["access_token", "access_token_authz", "rfc9068_profile", "rfc9068_profile_authz"],
};

/** The API as oidc-provider's resource server, for `scope` (the OpenID scopes the site asks for). */
export function oidcResourceServer(api: ResourceServer, scope: string): OidcResourceServer {
  return {
    audience: api.identifier,
    scope,
    accessTokenFormat: "jwt",
    accessTokenTTL: Math.min(api.token_lifetime_for_web, api.token_lifetime),
    jwt: { sign: { alg: "RS256" } },
  };
}

/** The `permissions` claim of an access token for the API: undefined when Auth0 would put none in. */
export function permissionsClaim(api: ResourceServer, isOwner: boolean): string[] | undefined {
  if (!api.enforce_policies || !api.token_dialect.endsWith("_authz")) return undefined;
  return isOwner && api.scopes.some((scope) => scope.value === OWNER_PERMISSION) ? [OWNER_PERMISSION] : [];
}
