// oidc-provider's storage: its own in memory for sessions, grants and tokens, as by default, and the
// tenant's applications as its clients, read at every request, so that what the Management API
// changes (management/) is what the next /authorize, token or logout request meets.
import type { Adapter, AdapterFactory } from "oidc-provider";
import { createMemoryAdapter } from "oidc-provider/lib/adapters/memory_adapter.js";
import { oidcClient } from "./management/application";
import type { Tenant } from "./management/tenant";

/** The provider's default leeway, in seconds, for what it stores with an expiry. */
const CLOCK_TOLERANCE = 15;

export function tenantAdapter(tenant: Tenant): AdapterFactory {
  const memory = createMemoryAdapter(CLOCK_TOLERANCE);
  const refuse = async () => {
    throw new Error("The tenant's applications change through the Management API only.");
  };
  const clients: Adapter = {
    find: async (id) => {
      const app = tenant.application(id);
      return app && oidcClient(app);
    },
    upsert: refuse,
    destroy: refuse,
    consume: refuse,
    revokeByGrantId: refuse,
    findByUid: async () => undefined,
    findByUserCode: async () => undefined,
  };
  return (model) => (model === "Client" ? clients : memory(model));
}
