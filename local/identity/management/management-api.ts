// The part of Auth0's Management API v2 that reads and changes the site's application and API (what
// the preflight checks), as the `auth0` SDK calls it (bearer token from client-credentials.ts, JSON
// bodies, Auth0's answers and errors):
//   GET   /api/v2/clients/:id                 the site's application (`fields`, `include_fields`)
//   PATCH /api/v2/clients/:id                 change it: the provider does as it says from then on
//   GET   /api/v2/resource-servers            the APIs (`identifiers`, `page`, `per_page`, `include_totals`)
//   GET   /api/v2/resource-servers/:id        an API by id or by its identifier, URL-encoded
//   PATCH /api/v2/resource-servers/:id        change it
// Other Management API calls answer 501: the stand-in does not have them.
import type { KeyObject } from "node:crypto";
import { jwtVerify, errors as joseErrors } from "jose";
import type { Context, Middleware } from "koa";
import type { ClientMetadata } from "oidc-provider";
import { readText } from "../../read-body";
import { applicationRules, oidcClient, type Application } from "./application";
import { managementAudience } from "./client-credentials";
import { ManagementApiError, answerError, invalidBody } from "./errors";
import { patched } from "./patch";
import { listResourceServers, selectFields } from "./read-options";
import { resourceServerRules } from "./resource-server";
import type { Tenant } from "./tenant";

interface Options {
  origin: string;
  tenant: Tenant;
  /** The provider's public key, which signs the Management API's tokens. */
  verifyKey: KeyObject;
  /** Refuses (throws) an application oidc-provider could not take as a client. */
  validateClient: (metadata: ClientMetadata) => Promise<void>;
}

type Route = [method: string, path: RegExp, scope: string, handle: (ctx: Context, id: string) => Promise<unknown>];

const MAX_BODY_BYTES = 64 * 1024;

export function managementApi({ origin, tenant, verifyKey, validateClient }: Options): Middleware {
  const application = (id: string) => tenant.application(id) ?? notFound("client", "inexistent_client");
  const api = (id: string) => tenant.resourceServer(id) ?? notFound("resource server", "inexistent_resource_server");

  const routes: Route[] = [
    ["GET", /^\/clients\/([^/]+)$/, "read:clients", async (_ctx, id) => application(id)],
    [
      "PATCH",
      /^\/clients\/([^/]+)$/,
      "update:clients",
      async (ctx, id) => {
        const app: Application = patched(application(id), await jsonBody(ctx), applicationRules);
        await validateClient(oidcClient(app)).catch((error: Error) => {
          throw invalidBody(`'${error.message}'.`);
        });
        tenant.saveApplication(app);
        return app;
      },
    ],
    ["GET", /^\/resource-servers$/, "read:resource_servers", async (ctx) => listResourceServers(ctx, tenant)],
    ["GET", /^\/resource-servers\/([^/]+)$/, "read:resource_servers", async (_ctx, id) => api(id)],
    [
      "PATCH",
      /^\/resource-servers\/([^/]+)$/,
      "update:resource_servers",
      async (ctx, id) => {
        const updated = patched(api(id), await jsonBody(ctx), resourceServerRules);
        tenant.saveResourceServer(updated);
        return updated;
      },
    ],
  ];

  return async (ctx, next) => {
    if (!ctx.path.startsWith("/api/v2/")) return next();
    ctx.set("Cache-Control", "no-store");
    const path = ctx.path.slice("/api/v2".length);
    try {
      const route = routes.find(([method, pattern]) => method === ctx.method && pattern.test(path));
      if (!route)
        throw new ManagementApiError(501, `The identity stand-in does not have ${ctx.method} /api/v2${path}.`);
      const [, pattern, scope, handle] = route;
      await authorize(ctx, scope, { issuer: `${origin}/`, audience: managementAudience(origin), key: verifyKey });
      const id = decoded(pattern.exec(path)![1] ?? "");
      ctx.body = selectFields(await handle(ctx, id), ctx.query);
    } catch (error) {
      if (!(error instanceof ManagementApiError)) throw error;
      answerError(ctx, error);
    }
  };
}

/** An id as the SDK sends it, URL-encoded (an API's identifier is a URL); as it came when malformed. */
function decoded(id: string): string {
  try {
    return decodeURIComponent(id);
  } catch {
    return id;
  }
}

const notFound = (what: string, errorCode: string): never => {
  throw new ManagementApiError(404, `The ${what} does not exist`, errorCode);
};

/** The bearer token: the Management API's, unexpired, with one of the scopes the call needs. */
async function authorize(ctx: Context, scope: string, expected: { issuer: string; audience: string; key: KeyObject }) {
  const token = /^Bearer (\S+)$/i.exec(ctx.get("Authorization"))?.[1];
  if (!token) throw new ManagementApiError(401, "Missing authentication");
  let granted: string[];
  try {
    const { payload } = await jwtVerify(token, expected.key, { ...expected, algorithms: ["RS256"] });
    granted = String(payload.scope ?? "").split(" ");
  } catch (error) {
    const message =
      error instanceof joseErrors.JWTExpired ? "Expired token received for JSON Web Token validation" : "Invalid token";
    throw new ManagementApiError(401, message, undefined, { error: message });
  }
  if (!granted.includes(scope)) {
    // Auth0 names the key scope too, which opens the same calls.
    const any = [scope, scope.replace(/clients$/, "client_keys")].filter(
      (name, index, all) => all.indexOf(name) === index,
    );
    throw new ManagementApiError(403, `Insufficient scope, expected any of: ${any.join(",")}`, "insufficient_scope");
  }
}

async function jsonBody(ctx: Context): Promise<unknown> {
  try {
    return JSON.parse(await readText(ctx.req, MAX_BODY_BYTES));
  } catch (error) {
    if ((error as { status?: number }).status === 413) throw error;
    throw new ManagementApiError(400, "Invalid request payload JSON format");
  }
}
