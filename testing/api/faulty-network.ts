// The network between the API and the services it calls (the payment provider, the identity
// provider, GA4's collector), made to fail as theirs do, for the requests a test names by the start of their path
// (`/v1/`) or of their method and path (`POST /v1/customers`):
//   rate-limited  the provider's 429, with its JSON error (`rate_limit_error`)
//   hangs         no answer at all, until the caller gives up (the SDK's and jose's timeouts)
//   answer-lost   the request arrives and is done, then the connection drops before the answer
//   answer-late   the request arrives and is done, and the caller's timeout fires before the answer
//   unreachable   no connection
// Everything else passes through.
export type NetworkFault = "rate-limited" | "hangs" | "answer-lost" | "answer-late" | "unreachable";

const urlOf = (input: Parameters<typeof fetch>[0]) => new URL(input instanceof Request ? input.url : String(input));

/** A promise that settles only when `signal` aborts, as a request without an answer does. */
const untilAborted = (signal: AbortSignal | null | undefined) =>
  new Promise<never>((_, reject) => signal?.addEventListener("abort", () => reject(signal.reason), { once: true }));

export function faultyNetwork(through: typeof fetch = fetch) {
  const faults = new Map<string, NetworkFault>();
  const met = new Map<string, number>();

  const network: typeof fetch = async (input, init) => {
    const { pathname } = urlOf(input);
    const method = init?.method ?? (input instanceof Request ? input.method : "GET");
    const target = [...faults.keys()].find(
      (start) => pathname.startsWith(start) || `${method.toUpperCase()} ${pathname}`.startsWith(start),
    );
    if (target === undefined) return through(input, init);
    met.set(target, (met.get(target) ?? 0) + 1);
    switch (faults.get(target)!) {
      case "rate-limited":
        return Response.json(
          { error: { type: "rate_limit_error", message: "Too many requests hit the API too quickly." } },
          { status: 429 },
        );
      case "hangs":
        return untilAborted(init?.signal);
      case "answer-lost":
        await through(input, init);
        throw new TypeError("fetch failed", { cause: new Error("other side closed") });
      case "answer-late":
        // What fetch rejects with once an `AbortSignal.timeout` fires, without the wait.
        await through(input, init);
        throw new DOMException("The operation was aborted due to timeout", "TimeoutError");
      case "unreachable":
        throw new TypeError("fetch failed", { cause: new Error("connect ECONNREFUSED") });
    }
  };

  return {
    fetch: network,
    /** The requests `target` names meet `fault` from now on. */
    fail(target: string, fault: NetworkFault) {
      faults.set(target, fault);
      met.set(target, 0);
    },
    /** How many requests met the fault `target` names since it was set. */
    met: (target: string) => met.get(target) ?? 0,
    /** Every request passes through again. */
    heal: () => faults.clear(),
  };
}
