// The site's application and API at the identity provider, read with Auth0's Management API through
// the official SDK and the operator's machine-to-machine client (AUTH0_MANAGEMENT_CLIENT_ID and
// _SECRET; it needs read:clients and read:resource_servers): the callback, logout and web origin
// URLs of all six languages, rotating refresh tokens, and the API's identifier, RS256, offline
// access and the owner's permission in the token.
import { ManagementClient } from "auth0";
import { locales, localizedPath } from "../../app/contracts/locales.ts";
import { paths } from "../../app/contracts/paths.ts";
import { OWNER_PERMISSION } from "../../app/contracts/experiment-api.ts";
import type { GoLiveSettings } from "./settings.ts";
import { ok, problem, type Finding } from "./findings.ts";

const APPLICATION = "Auth0 application";
const API = "Auth0 API";

async function managementClient({ build, env, local }: GoLiveSettings): Promise<ManagementClient> {
  const credentials = { clientId: env.AUTH0_MANAGEMENT_CLIENT_ID!, clientSecret: env.AUTH0_MANAGEMENT_CLIENT_SECRET! };
  if (!local) return new ManagementClient({ domain: build.auth.domain.replace(/^https?:\/\//, ""), ...credentials });
  // Offline: the identity stand-in, over http.
  const { standInManagementOptions } = await import("../../local/identity/management/sdk-options.ts");
  return new ManagementClient({ ...standInManagementOptions(build.auth.origin), ...credentials });
}

const missingFrom = (list: string[] | undefined, wanted: string[]) => wanted.filter((url) => !list?.includes(url));

export async function reviewIdentitySettings(settings: GoLiveSettings): Promise<Finding[]> {
  const { build, env, siteUrl } = settings;
  if (!env.AUTH0_MANAGEMENT_CLIENT_ID || !env.AUTH0_MANAGEMENT_CLIENT_SECRET) {
    return [
      problem(
        APPLICATION,
        "AUTH0_MANAGEMENT_CLIENT_ID and AUTH0_MANAGEMENT_CLIENT_SECRET are not set, so it cannot be read",
        'create a machine-to-machine application authorised for the Management API with read:clients and read:resource_servers (docs/operations.md, "Going live") and set both',
      ),
    ];
  }
  const management = await managementClient(settings);
  const findings: Finding[] = [];

  const app = await management.clients.get(build.auth.clientId);
  const callbacks = locales.map((locale) => `${siteUrl}${localizedPath(paths.pricing, locale)}`);
  const logouts = locales.map((locale) => `${siteUrl}${localizedPath(paths.landing, locale)}`);
  const drift: string[] = [];
  const noCallback = missingFrom(app.callbacks, callbacks);
  if (noCallback.length) drift.push(`no callback URL ${noCallback.join(", ")}`);
  const noLogout = missingFrom(app.allowed_logout_urls, logouts);
  if (noLogout.length) drift.push(`no logout URL ${noLogout.join(", ")}`);
  if (!app.web_origins?.includes(siteUrl))
    drift.push(`${siteUrl} is not a web origin (the silent sign-in check fails)`);
  if (app.refresh_token?.rotation_type !== "rotating") drift.push("refresh tokens do not rotate");
  if (!app.grant_types?.includes("refresh_token")) drift.push("it may not use refresh tokens");
  findings.push(
    drift.length
      ? problem(
          APPLICATION,
          drift.join("; "),
          `in Auth0 → Applications → ${app.name ?? build.auth.clientId} → Settings, add them (Refresh Token Rotation on)`,
        )
      : ok(
          APPLICATION,
          `${app.name ?? build.auth.clientId}: callbacks, logout URLs and web origin for ${locales.length} languages, rotating refresh tokens`,
        ),
  );

  const audience = build.auth.audience;
  if (!audience) {
    findings.push(
      problem(API, "VITE_AUTH0_AUDIENCE is not set", "create the site's API in Auth0 → APIs and set its identifier"),
    );
    return findings;
  }
  const api = await management.resourceServers.get(audience);
  const apiDrift: string[] = [];
  if (api.identifier !== audience) apiDrift.push(`its identifier is ${api.identifier}, not ${audience}`);
  if (api.signing_alg !== "RS256") apiDrift.push(`it signs with ${api.signing_alg}, not RS256`);
  if (!api.allow_offline_access) apiDrift.push("it allows no offline access (no refresh tokens for it)");
  if (!api.enforce_policies || api.token_dialect !== "access_token_authz")
    apiDrift.push("RBAC with permissions in the access token is off (the owner's readout answers 403)");
  if (!api.scopes?.some((scope) => scope.value === OWNER_PERMISSION))
    apiDrift.push(`it has no ${OWNER_PERMISSION} permission`);
  findings.push(
    apiDrift.length
      ? problem(API, apiDrift.join("; "), `in Auth0 → APIs → ${api.name ?? audience} → Settings and Permissions`)
      : ok(API, `${audience}: RS256, offline access, ${OWNER_PERMISSION} in the token`),
  );
  return findings;
}
