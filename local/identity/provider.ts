// The local identity provider: a certified OpenID provider (oidc-provider) set up so the unchanged
// Auth0 SDK works against it — Auth0's paths, issuer with a trailing slash, a public PKCE client,
// RS256 ID tokens, rotating refresh tokens, silent checks through web_message, and Auth0's API
// audience: the access token for the site's API is an RS256 JWT the API verifies with the JWKS.
import { generateKeyPairSync, randomBytes } from "node:crypto";
import Provider, { errors, type Configuration, type KoaContextWithOIDC, type ResourceServer } from "oidc-provider";
import { locales, localizedPath } from "../../app/contracts/locales.ts";
import { paths } from "../../app/contracts/paths.ts";
import { OWNER_PERMISSION } from "../../app/contracts/experiment-api.ts";
import escapeHtml from "escape-html";
import { profileClaims, type AccountStore } from "./accounts";
import { auth0AudienceParameter, auth0LogoutParameters } from "./auth0-parameters";
import { interactionRoutes } from "./interactions";
import { logoutPage } from "./pages";
import { auth0Userinfo } from "./userinfo";

export interface IdentityProviderOptions {
  /** Where the provider is reached, e.g. http://localhost:3001. */
  origin: string;
  /** Origins of the site allowed to sign in (redirect to /pricing, call the token endpoint). */
  siteOrigins: string[];
  clientId: string;
  clientName: string;
  /** The site's API (Auth0 → APIs): the one `audience` the provider issues access tokens for. */
  apiAudience: string;
  accounts: AccountStore;
}

const SCOPES = ["openid", "profile", "email", "offline_access"];
/** The account the stand-in makes the site's owner (the readout of the headline experiment). */
const LOCAL_OWNER_EMAIL = "owner@snapsong.example";
const ACCESS_TOKEN_TTL = 60 * 60;

export function createIdentityProvider(options: IdentityProviderOptions): Provider {
  const { origin, siteOrigins, clientId, clientName, apiAudience, accounts } = options;
  const keyPair = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const signingKey = keyPair.privateKey.export({ format: "jwk" });
  const publicKey = { ...keyPair.publicKey.export({ format: "jwk" }), kid: "local-rs256", alg: "RS256", use: "sig" };
  // As Auth0 issues them for an API: a JWT signed with the provider's key (the JWKS), `aud` the API,
  // and the scopes the app asked for.
  const api: ResourceServer = {
    audience: apiAudience,
    scope: SCOPES.join(" "),
    accessTokenFormat: "jwt",
    accessTokenTTL: ACCESS_TOKEN_TTL,
    jwt: { sign: { alg: "RS256" } },
  };

  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_name: clientName,
        application_type: "web",
        token_endpoint_auth_method: "none",
        grant_types: ["authorization_code", "refresh_token"],
        response_types: ["code"],
        // The plans and the landing page in every language: the site returns to the visitor's.
        redirect_uris: siteOrigins.flatMap((site) =>
          locales.map((locale) => site + localizedPath(paths.pricing, locale)),
        ),
        post_logout_redirect_uris: siteOrigins.flatMap((site) =>
          locales.map((locale) => site + localizedPath(paths.landing, locale)),
        ),
      },
    ],
    jwks: { keys: [{ ...signingKey, kid: "local-rs256", alg: "RS256", use: "sig" }] },
    cookies: { keys: [randomBytes(32).toString("hex")] },
    routes: {
      authorization: "/authorize",
      token: "/oauth/token",
      end_session: "/v2/logout",
      jwks: "/.well-known/jwks.json",
      userinfo: "/userinfo",
    },
    scopes: SCOPES,
    claims: {
      openid: ["sub"],
      profile: ["name", "nickname", "updated_at"],
      email: ["email", "email_verified"],
    },
    // Auth0 puts the profile and email claims in the ID token, which the SDK reads as the user.
    conformIdTokenClaims: false,
    extraParams: ["screen_hint", "logo_uri"],
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          ctx.body = logoutPage(form);
        },
      },
      // The SDK's silent session check (prompt=none in a hidden iframe) answers by postMessage.
      webMessageResponseMode: { enabled: true, ack: "individual-draft-01" },
      // Auth0's `audience` is a resource indicator (RFC 8707; auth0AudienceParameter below).
      // Without one, the access token stays opaque, for /userinfo only.
      resourceIndicators: {
        enabled: true,
        getResourceServerInfo: async (_ctx, resource) => {
          if (resource !== apiAudience) throw new errors.InvalidTarget(`unknown audience ${resource}`);
          return api;
        },
        // The SDK names the audience on /authorize only; its code exchange and refreshes name none, and
        // get a token for the API the visitor signed in for, as from Auth0.
        useGrantedResource: async () => true,
      },
    },
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Grant: 14 * 24 * 60 * 60,
      RefreshToken: 14 * 24 * 60 * 60,
      Session: 24 * 60 * 60,
    },
    // Auth0's RBAC with "Add Permissions in the Access Token": the site's owner has the readout's permission.
    extraTokenClaims: async (_ctx, token) => {
      const account = token.kind === "AccessToken" && token.accountId ? accounts.findById(token.accountId) : undefined;
      return account?.email === LOCAL_OWNER_EMAIL ? { permissions: [OWNER_PERMISSION] } : undefined;
    },
    // Auth0 issues refresh tokens without prompt=consent (oidc-provider drops offline_access then).
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed("refresh_token"),
    expiresWithSession: async () => false,
    rotateRefreshToken: () => true,
    clientBasedCORS: (_ctx, requestOrigin) => siteOrigins.includes(requestOrigin),
    // First-party client: consent is implied, so grant what it asks for without a consent screen.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      const grant =
        (grantId && (await ctx.oidc.provider.Grant.find(grantId))) ||
        new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(SCOPES.join(" "));
      // And the API the request names (an unknown one was refused before: invalid_target).
      for (const [resource, server] of Object.entries(ctx.oidc.resourceServers ?? {})) {
        grant.addResourceScope(resource, server.scope);
      }
      await grant.save();
      return grant;
    },
    findAccount: async (_ctx, id) => {
      const account = accounts.findById(id);
      if (!account) return undefined;
      return {
        accountId: account.id,
        claims: () => profileClaims(account),
      };
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    renderError: async (ctx, out) => {
      const message = escapeHtml(String(out.error_description ?? out.error));
      ctx.type = "html";
      ctx.body = `<!doctype html><meta charset="utf-8"><title>Sign-in error</title><h1>Sign-in error</h1><p>${message}</p>`;
    },
  };

  // The SDK expects the issuer to end with a slash (`https://tenant.auth0.com/`).
  const provider = new Provider(`${origin}/`, configuration);
  provider.use(auth0LogoutParameters);
  provider.use(auth0AudienceParameter);
  provider.use(auth0Userinfo({ issuer: `${origin}/`, apiAudience, jwks: { keys: [publicKey] }, accounts }));
  provider.use(interactionRoutes(provider, { accounts, clientName }));
  return provider;
}
