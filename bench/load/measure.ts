// One load run with autocannon: a fixed number of connections for a fixed time, loopback only.
import autocannon from "autocannon";

export interface Measurement {
  server: string;
  method: "GET" | "POST";
  path: string;
  /** What else loaded the same server meanwhile (that run is reported too). */
  beside?: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Connection errors, timeouts and non-2xx answers together: must be zero. */
  errors: number;
}

export interface LoadOptions {
  seconds: number;
  connections: number;
  headers: Record<string, string>;
  /** POSTs, each with a new body and headers of its own from this; GETs without. */
  post?: () => { body: string; headers?: Record<string, string> };
  /** Told with the measurement: what else loads the server meanwhile. */
  beside?: string;
}

export async function measure(
  server: string,
  origin: string,
  path: string,
  options: LoadOptions,
): Promise<Measurement> {
  const { hostname } = new URL(origin);
  if (!["127.0.0.1", "localhost", "[::1]"].includes(hostname))
    throw new Error(`Refusing to load ${origin}: not loopback`);
  const { post } = options;
  const result = await autocannon({
    url: `${origin}${path}`,
    connections: options.connections,
    duration: options.seconds,
    headers: options.headers,
    ...(post && {
      method: "POST",
      requests: [
        {
          setupRequest: (request) => {
            const { body, headers } = post();
            return { ...request, body, headers: { ...request.headers, ...headers } };
          },
        },
      ],
    }),
  });
  return {
    server,
    method: post ? "POST" : "GET",
    path,
    ...(options.beside && { beside: options.beside }),
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}
