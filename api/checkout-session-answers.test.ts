import { describe, expect, it } from "vitest";
import { checkoutSessionAnswers } from "./checkout-session-answers";
import type { CheckoutState, PaymentProvider } from "./checkout-sessions";
import { confirmedCheckout as confirmed } from "../testing/api/checkout-session-fixture";

/** A provider whose sessions the test sets, counting what it is asked. */
function fakeProvider(sessions: Record<string, CheckoutState | "down">) {
  const asked: string[] = [];
  const provider: PaymentProvider = {
    async checkout(id) {
      asked.push(id);
      const session = sessions[id];
      if (session === "down") throw new Error("provider down");
      return session ?? null;
    },
    verifiedEvent: () => Promise.reject(new Error("not in these tests")),
  };
  return { provider, asked };
}

describe("the checkout lookup's answers", () => {
  it("remember a confirmed checkout for an hour, and keep only what the page is told", async () => {
    let now = 0;
    const { provider, asked } = fakeProvider({ cs_test_paid: confirmed });
    const answer = checkoutSessionAnswers(provider, () => now);
    const first = await answer("cs_test_paid");
    expect(first).toEqual({
      status: 200,
      body: { state: "confirmed", transactionId: "cs_test_paid", offer: "pro-monthly", value: 6, currency: "USD" },
    });
    now = 59 * 60 * 1000;
    expect(await answer("cs_test_paid")).toEqual(first);
    expect(asked).toEqual(["cs_test_paid"]);
    now = 61 * 60 * 1000;
    await answer("cs_test_paid");
    expect(asked).toHaveLength(2);
  });

  it("ask again after a few seconds about an open or unknown session, which may still change", async () => {
    let now = 0;
    const sessions: Record<string, CheckoutState> = { cs_test_open: { state: "open" } };
    const { provider, asked } = fakeProvider(sessions);
    const answer = checkoutSessionAnswers(provider, () => now);
    expect(await answer("cs_test_open")).toEqual({ status: 200, body: { state: "open" } });
    expect(await answer("cs_test_nobody")).toEqual({ status: 404, body: { state: "unknown" } });
    now = 4000;
    await Promise.all([answer("cs_test_open"), answer("cs_test_nobody")]);
    expect(asked).toEqual(["cs_test_open", "cs_test_nobody"]);
    now = 6000;
    sessions.cs_test_open = confirmed;
    expect(await answer("cs_test_open")).toMatchObject({ status: 200, body: { state: "confirmed" } });
  });

  it("ask the provider once for many at the same time, and remember no failure", async () => {
    const sessions: Record<string, CheckoutState | "down"> = { cs_test_paid: "down" };
    const { provider, asked } = fakeProvider(sessions);
    const answer = checkoutSessionAnswers(provider);
    const together = await Promise.allSettled(Array.from({ length: 10 }, () => answer("cs_test_paid")));
    expect(together.every((result) => result.status === "rejected")).toBe(true);
    expect(asked).toHaveLength(1);
    sessions.cs_test_paid = confirmed;
    expect(await answer("cs_test_paid")).toMatchObject({ status: 200 });
    expect(asked).toHaveLength(2);
  });

  it("remember at most 10,000 sessions, forgetting the one asked about longest ago", async () => {
    const { provider, asked } = fakeProvider({});
    const answer = checkoutSessionAnswers(provider);
    for (let index = 0; index <= 10_000; index++) await answer(`cs_test_${index}`);
    await answer("cs_test_10000");
    expect(asked).toHaveLength(10_001);
    await answer("cs_test_0");
    expect(asked).toHaveLength(10_002);
  });
});
