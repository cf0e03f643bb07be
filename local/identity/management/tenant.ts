// The identity stand-in's tenant, in memory for the process's life: its applications and APIs,
// which the provider reads on every request (provider.ts).
import type { Application } from "./application";
import type { ResourceServer } from "./resource-server";

interface TenantSeed {
  applications: Application[];
  resourceServers: ResourceServer[];
}

export function createTenant({ applications, resourceServers }: TenantSeed) {
  const appsById = new Map(applications.map((app) => [app.client_id, app]));
  const apisById = new Map(resourceServers.map((api) => [api.id, api]));
  return {
    application: (clientId: string) => appsById.get(clientId),
    resourceServers: () => [...apisById.values()],
    /** Auth0 finds an API by its id or by its identifier (the audience). */
    resourceServer: (idOrIdentifier: string) =>
      apisById.get(idOrIdentifier) ?? [...apisById.values()].find((api) => api.identifier === idOrIdentifier),
  };
}

export type Tenant = ReturnType<typeof createTenant>;
