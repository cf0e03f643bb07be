// How the official `auth0` SDK's ManagementClient reaches the identity stand-in, which speaks http.
// The SDK builds `https://<domain>/api/v2/…` and `https://<domain>/oauth/token` itself and takes no
// base URL; its `fetch` option (a custom fetch implementation, which it uses for the token request
// too) sends those requests to the stand-in over http instead. `audience` names the stand-in's
// Management API, `http://<domain>/api/v2/`, where the SDK's default would be the https one.
import type { ManagementClient } from "auth0";
import { managementAudience } from "./client-credentials";

type StandInOptions = Required<Pick<ManagementClient.ManagementClientOptions, "domain" | "audience" | "fetch">>;

/** `origin`: the stand-in's, e.g. http://localhost:3001. Spread into ManagementClient's options. */
export function standInManagementOptions(origin: string): StandInOptions {
  const { host } = new URL(origin);
  const asSent = `https://${host}/`;
  const overHttp: typeof fetch = (input, init) => {
    const url = input instanceof Request ? undefined : String(input);
    return fetch(url?.startsWith(asSent) ? `${origin}/${url.slice(asSent.length)}` : input, init);
  };
  return { domain: host, audience: managementAudience(origin), fetch: overHttp };
}
