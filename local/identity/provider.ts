// The local identity provider: a certified OpenID provider (oidc-provider) set up so the unchanged
// Auth0 SDK works against it — Auth0's paths, issuer with a trailing slash, a public PKCE client,
// RS256 ID tokens, rotating refresh tokens, silent checks through web_message, and Auth0's API
// audience: the access token for the site's API is an RS256 JWT the API verifies with the JWKS.
// The application and the API are a tenant's, which Auth0's Management API reads and changes
// (management/), and the provider does as they say at every request.
import { generateKeyPairSync, randomBytes } from "node:crypto";
import Provider, { errors, type Configuration, type KoaContextWithOIDC } from "oidc-provider";
import escapeHtml from "escape-html";
import { profileClaims, type AccountStore } from "./accounts";
import { auth0AudienceParameter, auth0LogoutParameters } from "./auth0-parameters";
import { interactionRoutes } from "./interactions";
import { corsAllowed, rotatesRefreshTokens, seedApplication } from "./management/application";
import { clientCredentialsGrant } from "./management/client-credentials";
import { managementApi } from "./management/management-api";
import { oidcResourceServer, permissionsClaim, seedResourceServer } from "./management/resource-server";
import { createTenant, type MachineClient } from "./management/tenant";
import { logoutPage } from "./pages";
import { tenantAdapter } from "./tenant-adapter";
import { auth0Userinfo } from "./userinfo";
import { webOriginCheck } from "./web-origins";

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
  /** The machine-to-machine application that may call the Management API (management/). */
  managementClient: MachineClient;
}

const SCOPES = ["openid", "profile", "email", "offline_access"];
/** The account the stand-in makes the site's owner (the readout of the headline experiment). */
const LOCAL_OWNER_EMAIL = "owner@snapsong.example";
const ACCESS_TOKEN_TTL = 60 * 60;
const REFRESH_TOKEN_TTL = 14 * 24 * 60 * 60;
const ID_TOKEN_TTL = 60 * 60;

export function createIdentityProvider(options: IdentityProviderOptions): Provider {
  const { origin, siteOrigins, clientId, clientName, apiAudience, accounts, managementClient } = options;
  const keyPair = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const signingKey = keyPair.privateKey.export({ format: "jwk" });
  const publicKey = { ...keyPair.publicKey.export({ format: "jwk" }), kid: "local-rs256", alg: "RS256", use: "sig" };
  // The site's application and API as Auth0's Management API shows and changes them: what they say
  // is read at every request below (the callbacks, logout URLs and origins, refresh tokens, the API).
  const tenant = createTenant({
    applications: [
      seedApplication({
        clientId,
        name: clientName,
        siteOrigins,
        refreshTokenLifetime: REFRESH_TOKEN_TTL,
        idTokenLifetime: ID_TOKEN_TTL,
      }),
    ],
    resourceServers: [
      seedResourceServer({ identifier: apiAudience, name: `${clientName} API`, accessTokenLifetime: ACCESS_TOKEN_TTL }),
    ],
    machineClient: managementClient,
  });
  const apiFor = (audience: unknown) => tenant.resourceServers().find((api) => api.identifier === audience);
  const applicationOf = (client: { clientId: string } | undefined) => client && tenant.application(client.clientId);

  const configuration: Configuration = {
    adapter: tenantAdapter(tenant),
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
          const api = apiFor(resource);
          if (!api) throw new errors.InvalidTarget(`unknown audience ${resource}`);
          // As Auth0 issues them for an API: a JWT signed with the provider's key (the JWKS), `aud` the API.
          return oidcResourceServer(api, SCOPES.join(" "));
        },
        // The SDK names the audience on /authorize only; its code exchange and refreshes name none, and
        // get a token for the API the visitor signed in for, as from Auth0.
        useGrantedResource: async () => true,
      },
    },
    ttl: {
      // The API's (its `token_lifetime_for_web`); the opaque one for /userinfo lasts as long.
      AccessToken: (_ctx, token) => token.resourceServer?.accessTokenTTL ?? ACCESS_TOKEN_TTL,
      AuthorizationCode: 60,
      IdToken: ID_TOKEN_TTL,
      Interaction: 60 * 60,
      Grant: 14 * 24 * 60 * 60,
      RefreshToken: REFRESH_TOKEN_TTL,
      Session: 24 * 60 * 60,
    },
    // Auth0's RBAC with "Add Permissions in the Access Token": the site's owner has the readout's permission.
    extraTokenClaims: async (_ctx, token) => {
      if (!("accountId" in token) || !token.accountId) return undefined;
      const api = apiFor(token.aud);
      const permissions = api && permissionsClaim(api, accounts.findById(token.accountId)?.email === LOCAL_OWNER_EMAIL);
      return permissions && { permissions };
    },
    // Auth0 issues refresh tokens without prompt=consent (oidc-provider drops offline_access then),
    // for an API only if it allows offline access.
    issueRefreshToken: async (_ctx, client, code) =>
      client.grantTypeAllowed("refresh_token") &&
      [code.resource ?? []].flat().every((aud) => apiFor(aud)?.allow_offline_access),
    expiresWithSession: async () => false,
    rotateRefreshToken: (ctx) => {
      const app = applicationOf(ctx.oidc.client);
      return !app || rotatesRefreshTokens(app);
    },
    clientBasedCORS: (_ctx, requestOrigin, client) => {
      const app = applicationOf(client);
      return !!app && corsAllowed(app, requestOrigin);
    },
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
  provider.use(clientCredentialsGrant({ origin, tenant, signingKey: { key: keyPair.privateKey, kid: publicKey.kid } }));
  provider.use(
    managementApi({
      origin,
      tenant,
      verifyKey: keyPair.publicKey,
      validateClient: (metadata) => provider.Client.validate(metadata),
    }),
  );
  provider.use(webOriginCheck(tenant));
  provider.use(auth0LogoutParameters);
  provider.use(auth0AudienceParameter);
  provider.use(auth0Userinfo({ issuer: `${origin}/`, apiAudience, jwks: { keys: [publicKey] }, accounts }));
  provider.use(interactionRoutes(provider, { accounts, clientName }));
  return provider;
}
