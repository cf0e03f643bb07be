// The identity stand-in's tenant, in memory for the process's life: its applications and APIs, which
// the Management API reads and changes (management-api.ts) and the provider reads on every request
// (provider.ts), and the machine-to-machine application allowed to call the Management API.
import type { Application } from "./application";
import type { ResourceServer } from "./resource-server";

export interface MachineClient {
  clientId: string;
  clientSecret: string;
}

interface TenantSeed {
  applications: Application[];
  resourceServers: ResourceServer[];
  machineClient: MachineClient;
}

export function createTenant({ applications, resourceServers, machineClient }: TenantSeed) {
  const appsById = new Map(applications.map((app) => [app.client_id, app]));
  const apisById = new Map(resourceServers.map((api) => [api.id, api]));
  return {
    machineClient,
    application: (clientId: string) => appsById.get(clientId),
    saveApplication: (app: Application) => void appsById.set(app.client_id, app),
    resourceServers: () => [...apisById.values()],
    /** Auth0 finds an API by its id or by its identifier (the audience). */
    resourceServer: (idOrIdentifier: string) =>
      apisById.get(idOrIdentifier) ?? [...apisById.values()].find((api) => api.identifier === idOrIdentifier),
    saveResourceServer: (api: ResourceServer) => void apisById.set(api.id, api),
  };
}

export type Tenant = ReturnType<typeof createTenant>;
