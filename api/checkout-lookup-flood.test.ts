// Floods of `GET /api/checkout-sessions/:id` against the API's handler: the per-source limit
// (source-limits.ts) and the remembered answers (checkout-session-answers.ts) keep them from
// spending the payment provider's rate limit, while a buyer elsewhere is answered.
import { describe, expect, it } from "vitest";
import type { PaymentProvider } from "./checkout-sessions";
import { confirmedCheckout as paid } from "../testing/api/checkout-session-fixture";
import { createApiHandler } from "./handler";
import { SOURCE_LIMITS, sourceLimits } from "./source-limits";

/** The handler over a provider that knows one paid checkout and counts what it is asked; its limits' clock stands still. */
function lookups() {
  const asked: string[] = [];
  const provider: PaymentProvider = {
    async checkout(id) {
      asked.push(id);
      return id === "cs_test_paid" ? paid : null;
    },
    verifiedEvent: () => Promise.reject(new Error("not in these tests")),
  };
  const handle = createApiHandler({ provider, limits: sourceLimits({ now: () => 0 }) });
  const lookup = (id: string, source: string) =>
    handle(new Request(`http://site.test/api/checkout-sessions/${id}`), source);
  return { asked, lookup };
}

describe("a flood of checkout lookups", () => {
  it("of made-up ids from one address is refused with 429 and Retry-After past the limit, which alone reached the provider", async () => {
    const { asked, lookup } = lookups();
    const { burst } = SOURCE_LIMITS.lookups;
    const answers = [];
    for (let index = 0; index < 200; index++) answers.push(await lookup(`cs_test_madeup${index}`, "203.0.113.7"));
    expect(answers.slice(0, burst).map((answer) => answer.status)).toEqual(Array(burst).fill(404));
    expect(new Set(answers.slice(burst).map((answer) => answer.status))).toEqual(new Set([429]));
    const refused = answers[burst]!;
    expect(refused.headers.get("Retry-After")).toBe("2");
    expect(refused.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(refused.headers.get("Cache-Control")).toBe("no-store");
    expect(await refused.json()).toEqual({ error: expect.stringContaining("Too many requests") });
    expect(asked).toHaveLength(burst);
    // A buyer behind another address is answered.
    expect((await lookup("cs_test_paid", "198.51.100.2")).status).toBe(200);
  });

  it("of one confirmed checkout asks the provider once, however many ask and however often", async () => {
    const { asked, lookup } = lookups();
    const sources = Array.from({ length: 20 }, (_, index) => `192.0.2.${index}`);
    const together = await Promise.all(sources.map((source) => lookup("cs_test_paid", source)));
    const later = await Promise.all(sources.map((source) => lookup("cs_test_paid", source)));
    expect([...together, ...later].map((answer) => answer.status)).toEqual(Array(40).fill(200));
    expect(await later[0]!.json()).toEqual({
      state: "confirmed",
      transactionId: "cs_test_paid",
      offer: "pro-monthly",
      value: 6,
      currency: "USD",
    });
    expect(asked).toEqual(["cs_test_paid"]);
  });
});
