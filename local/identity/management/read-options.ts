// What Auth0's Management API reads take in their query: a list's filter and page, and the fields
// to answer with.
import type { Context } from "koa";
import type { Tenant } from "./tenant";

/** Auth0's list: the bare array, or a page with totals (`include_totals=true`, as the SDK asks). */
export function listResourceServers(ctx: Context, tenant: Tenant) {
  const identifiers = [ctx.query.identifiers ?? []].flat();
  const all = tenant.resourceServers().filter((api) => !identifiers.length || identifiers.includes(api.identifier));
  const page = Number(ctx.query.page ?? 0);
  const perPage = Number(ctx.query.per_page ?? 50);
  const resourceServers = all.slice(page * perPage, (page + 1) * perPage);
  if (ctx.query.include_totals !== "true") return resourceServers;
  return { start: page * perPage, limit: perPage, total: all.length, resource_servers: resourceServers };
}

/** `fields=a,b` keeps those (or, with `include_fields=false`, leaves them out), in objects and lists. */
export function selectFields(body: unknown, query: Context["query"]): unknown {
  const fields = typeof query.fields === "string" ? query.fields.split(",").map((field) => field.trim()) : undefined;
  if (!fields || typeof body !== "object" || body === null) return body;
  const include = query.include_fields !== "false";
  const select = (record: object) =>
    Object.fromEntries(Object.entries(record).filter(([field]) => fields.includes(field) === include));
  if (Array.isArray(body)) return body.map(select);
  if ("resource_servers" in body && Array.isArray(body.resource_servers))
    return { ...body, resource_servers: body.resource_servers.map(select) };
  return select(body);
}
