// Auth0's client-credentials grant at POST /oauth/token, for the Management API: the
// machine-to-machine application's id and secret and `audience=<origin>/api/v2/` give a JWT as
// Auth0's (RS256 with the provider's key, `sub` "<client id>@clients", `gty`, the granted `scope`).
// Its errors are Auth0's: a wrong id or secret is 401 `access_denied` "Unauthorized". Every other
// token request goes on to oidc-provider untouched.
import { timingSafeEqual, type KeyObject } from "node:crypto";
import { SignJWT } from "jose";
import type { Context, Middleware } from "koa";
import { readText } from "../../read-body";
import { replaceBody } from "../replace-body";
import type { Tenant } from "./tenant";

/** What the machine-to-machine application is granted on the Management API (its client grant). */
export const MANAGEMENT_SCOPES = ["read:clients", "update:clients", "read:resource_servers", "update:resource_servers"];
/** Auth0's default for the Management API's tokens. */
const MANAGEMENT_TOKEN_LIFETIME = 24 * 60 * 60;
const MAX_TOKEN_REQUEST_BYTES = 16 * 1024;

export const managementAudience = (origin: string) => `${origin}/api/v2/`;

interface Options {
  origin: string;
  tenant: Tenant;
  signingKey: { key: KeyObject; kid: string };
}

export function clientCredentialsGrant({ origin, tenant, signingKey }: Options): Middleware {
  const audience = managementAudience(origin);
  return async (ctx, next) => {
    if (ctx.path !== "/oauth/token" || ctx.method !== "POST") return next();
    const text = await readText(ctx.req, MAX_TOKEN_REQUEST_BYTES);
    const params = tokenParams(ctx, text);
    if (params.get("grant_type") !== "client_credentials") {
      replaceBody(ctx, text);
      return next();
    }
    ctx.set("Cache-Control", "no-store");
    const deny = (status: number, description: string) => {
      ctx.status = status;
      ctx.body = { error: "access_denied", error_description: description };
    };
    const { clientId, clientSecret } = tenant.machineClient;
    if (params.get("client_id") !== clientId || !sameSecret(params.get("client_secret") ?? "", clientSecret))
      return deny(401, "Unauthorized");
    const requested = params.get("audience") ?? "";
    if (requested !== audience) {
      return tenant.resourceServer(requested)
        ? deny(
            403,
            `Client is not authorized to access "${requested}". You need to create a "client-grant" associated to this API.`,
          )
        : deny(403, `Service not enabled within domain: ${requested}`);
    }
    const asked = (params.get("scope") ?? "").split(" ").filter(Boolean);
    const notGranted = asked.filter((scope) => !MANAGEMENT_SCOPES.includes(scope));
    if (notGranted.length) return deny(403, `Client has not been granted scopes: ${notGranted.join(",")}`);
    const scope = (asked.length ? asked : MANAGEMENT_SCOPES).join(" ");
    const accessToken = await new SignJWT({ scope, gty: "client-credentials", azp: clientId })
      .setProtectedHeader({ alg: "RS256", typ: "JWT", kid: signingKey.kid })
      .setIssuer(`${origin}/`)
      .setSubject(`${clientId}@clients`)
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime(`${MANAGEMENT_TOKEN_LIFETIME}s`)
      .sign(signingKey.key);
    ctx.body = { access_token: accessToken, scope, expires_in: MANAGEMENT_TOKEN_LIFETIME, token_type: "Bearer" };
  };
}

/** Auth0's token endpoint takes a form, as the SDK sends it, or JSON. */
function tokenParams(ctx: Context, text: string): URLSearchParams {
  if (!ctx.is("application/json")) return new URLSearchParams(text);
  try {
    const json: unknown = JSON.parse(text);
    const entries = typeof json === "object" && json ? Object.entries(json) : [];
    return new URLSearchParams(entries.filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  } catch {
    return new URLSearchParams();
  }
}

function sameSecret(given: string, expected: string): boolean {
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
}
