// oidc-provider's own in-memory storage (its default adapter), which its typings leave out.
declare module "oidc-provider/lib/adapters/memory_adapter.js" {
  import type { AdapterFactory } from "oidc-provider";
  export function createMemoryAdapter(clockTolerance?: number): AdapterFactory;
}
