// One route of the payment stand-in's side of the provider's API (stripe-api.ts puts them together):
// its method, its path, and the handler that answers a request's parameters (and the path's id).
import type { Params } from "./form";

export type Route = [method: string, path: RegExp, handler: (params: Params, id: string | undefined) => unknown];
