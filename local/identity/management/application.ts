// The site's application (Auth0 → Applications, a Single Page Application) as the Management API
// shows it, seeded with what the site signs in with, and what the provider makes of it on every
// request: the callbacks are the redirect URIs /authorize takes, the logout URLs the only places
// /v2/logout returns to, the web origins the only ones a silent check answers, and with the
// allowed origins and the callbacks' origins, the ones the token endpoint lets call it (CORS).
import type { Management } from "auth0";
import type { ClientMetadata } from "oidc-provider";
import { locales, localizedPath } from "../../../app/contracts/locales.ts";
import { paths } from "../../../app/contracts/paths.ts";
import type { Rules } from "./patch";

export type Application = Management.GetClientResponseContent &
  Required<
    Pick<
      Management.GetClientResponseContent,
      "client_id" | "name" | "callbacks" | "allowed_logout_urls" | "web_origins" | "allowed_origins" | "grant_types"
    >
  > & { refresh_token: Management.ClientRefreshTokenConfiguration };

export interface ApplicationSeed {
  clientId: string;
  name: string;
  /** Origins of the site allowed to sign in. */
  siteOrigins: string[];
  /** The stand-in's refresh tokens' lifetime, in seconds. */
  refreshTokenLifetime: number;
  idTokenLifetime: number;
}

export function seedApplication({
  clientId,
  name,
  siteOrigins,
  refreshTokenLifetime,
  idTokenLifetime,
}: ApplicationSeed) {
  // The plans and the landing page in every language: the site returns to the visitor's.
  const everyLanguage = (path: string) =>
    siteOrigins.flatMap((site) => locales.map((locale) => site + localizedPath(path, locale)));
  return {
    client_id: clientId,
    tenant: "local",
    name,
    description: "",
    app_type: "spa",
    is_first_party: true,
    oidc_conformant: true,
    global: false,
    callbacks: everyLanguage(paths.pricing),
    allowed_logout_urls: everyLanguage(paths.landing),
    web_origins: [...siteOrigins],
    allowed_origins: [],
    allowed_clients: [],
    grant_types: ["authorization_code", "refresh_token"],
    token_endpoint_auth_method: "none",
    jwt_configuration: { alg: "RS256", lifetime_in_seconds: idTokenLifetime, secret_encoded: false },
    // Rotation with no reuse interval and no idle limit of its own, as the stand-in's tokens are.
    refresh_token: {
      rotation_type: "rotating",
      expiration_type: "expiring",
      leeway: 0,
      token_lifetime: refreshTokenLifetime,
      idle_token_lifetime: refreshTokenLifetime,
      infinite_token_lifetime: false,
      infinite_idle_token_lifetime: false,
    },
    sso_disabled: false,
    cross_origin_authentication: false,
    custom_login_page_on: true,
    is_token_endpoint_ip_header_trusted: false,
  } satisfies Application;
}

/** What a PATCH may change (Auth0 takes more; the stand-in refuses what it does not model). */
export const applicationRules: Rules = {
  name: "string",
  description: "string",
  callbacks: "urls",
  allowed_logout_urls: "urls",
  web_origins: "urls",
  allowed_origins: "urls",
  grant_types: "strings",
  app_type: ["spa", "native", "regular_web", "non_interactive"],
  oidc_conformant: "boolean",
  token_endpoint_auth_method: ["none", "client_secret_post", "client_secret_basic"],
  jwt_configuration: { alg: ["RS256", "HS256", "PS256"], lifetime_in_seconds: "integer", secret_encoded: "boolean" },
  refresh_token: {
    rotation_type: ["rotating", "non-rotating"],
    expiration_type: ["expiring", "non-expiring"],
    leeway: "integer",
    token_lifetime: "integer",
    idle_token_lifetime: "integer",
    infinite_token_lifetime: "boolean",
    infinite_idle_token_lifetime: "boolean",
  },
};

const PROVIDER_GRANTS = ["authorization_code", "refresh_token"];

/** The application as oidc-provider's client: read again on every request (local/identity/tenant-adapter.ts). */
export function oidcClient(app: Application): ClientMetadata {
  const grants = app.grant_types.filter((grant) => PROVIDER_GRANTS.includes(grant));
  const code = grants.includes("authorization_code") && app.callbacks.length > 0;
  return {
    client_id: app.client_id,
    client_name: app.name,
    application_type: "web",
    token_endpoint_auth_method: "none",
    grant_types: code ? grants : grants.filter((grant) => grant !== "authorization_code"),
    response_types: code ? ["code"] : [],
    redirect_uris: app.callbacks,
    post_logout_redirect_uris: app.allowed_logout_urls,
  };
}

const originOf = (url: string) => (URL.canParse(url) ? new URL(url).origin : undefined);

/** Auth0 answers a silent check (`response_mode=web_message`) only when the redirect URI's origin is a web origin. */
export const webMessageAllowed = (app: Application, redirectUri: string) =>
  app.web_origins.includes(originOf(redirectUri) ?? "");

/** Cross-origin calls to the token endpoint: from an allowed origin, a web origin or a callback's origin. */
export const corsAllowed = (app: Application, origin: string) =>
  [...app.allowed_origins, ...app.web_origins, ...app.callbacks.map(originOf)].includes(origin);

export const rotatesRefreshTokens = (app: Application) => app.refresh_token.rotation_type === "rotating";
