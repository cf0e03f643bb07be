// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetAnalytics } from "~/shared/analytics/analytics";
import { confirmCheckout, recordConfirmedPurchase, sessionIdFrom } from "./conversion";
import { resetMemoryStorage } from "~/shared/browser/storage";

afterEach(() => {
  delete window.dataLayer;
  localStorage.clear();
  resetMemoryStorage();
  resetAnalytics();
});

const calls = (name: string) =>
  (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)).filter((call) => call[1] === name);

const purchase = { transactionId: "cs_test_1", offer: "pro-annual", value: 36, currency: "USD" };

describe("confirmCheckout", () => {
  const answering = (status: number, body?: unknown) =>
    vi.fn<typeof fetch>(
      async () =>
        new Response(body === undefined ? null : JSON.stringify(body), {
          status,
          headers: { "Content-Type": "application/json; charset=utf-8" },
        }),
    );

  it("asks the site's API and reads a confirmed checkout", async () => {
    const fetchFn = answering(200, { state: "confirmed", ...purchase });
    expect(await confirmCheckout("cs_test_1", fetchFn)).toEqual({ kind: "confirmed", purchase });
    expect(fetchFn).toHaveBeenCalledWith("/api/checkout-sessions/cs_test_1", expect.anything());
  });

  it("tells a checkout that was not completed, a missing one, and one that cannot be confirmed yet", async () => {
    expect(await confirmCheckout("cs_test_1", answering(200, { state: "expired" }))).toEqual({
      kind: "not-completed",
    });
    expect(await confirmCheckout("cs_test_1", answering(404, { state: "unknown" }))).toEqual({ kind: "missing" });
    expect(await confirmCheckout(null, answering(200, { state: "confirmed", ...purchase }))).toEqual({
      kind: "missing",
    });
    expect(await confirmCheckout("cs_test_1", answering(503))).toEqual({ kind: "unreachable" });
    const offline = vi.fn<typeof fetch>(async () => Promise.reject(new TypeError("Failed to fetch")));
    expect(await confirmCheckout("cs_test_1", offline)).toEqual({ kind: "unreachable" });
    // A host that does not run the API answers its own 404 page: not "no such payment".
    const notFoundPage = vi.fn<typeof fetch>(
      async () =>
        new Response("<!doctype html><title>Not found</title>", {
          status: 404,
          headers: { "Content-Type": "text/html" },
        }),
    );
    expect(await confirmCheckout("cs_test_1", notFoundPage)).toEqual({ kind: "unreachable" });
    // A confirmation without its facts is no confirmation.
    expect(await confirmCheckout("cs_test_1", answering(200, { state: "confirmed" }))).toEqual({
      kind: "not-completed",
    });
  });

  it("waits as a 429's Retry-After asks and asks again, rather than saying it cannot confirm", async () => {
    const answers = [
      new Response(JSON.stringify({ error: "Too many requests" }), { status: 429, headers: { "Retry-After": "2" } }),
      new Response("<html>", { status: 429, headers: { "Content-Type": "text/html" } }), // a host's own, no Retry-After
      Response.json({ state: "confirmed", ...purchase }),
    ];
    const fetchFn = vi.fn<typeof fetch>(async () => answers.shift()!);
    const waits: number[] = [];
    const wait = async (ms: number) => void waits.push(ms);
    expect(await confirmCheckout("cs_test_1", fetchFn, wait)).toEqual({ kind: "confirmed", purchase });
    expect(waits).toEqual([2000, 5000]);
    expect(fetchFn).toHaveBeenCalledTimes(3);
  });

  it("says it cannot confirm yet once 429s have kept it waiting two minutes", async () => {
    const fetchFn = vi.fn<typeof fetch>(
      async () => new Response(null, { status: 429, headers: { "Retry-After": "30" } }),
    );
    const waits: number[] = [];
    const wait = async (ms: number) => void waits.push(ms);
    expect(await confirmCheckout("cs_test_1", fetchFn, wait)).toEqual({ kind: "unreachable" });
    expect(waits).toEqual([30_000, 30_000, 30_000, 30_000]);
  });

  it("takes only a well-formed session id from the URL", () => {
    expect(sessionIdFrom("?session_id=cs_test_a1B2")).toBe("cs_test_a1B2");
    for (const search of ["", "?session_id=", "?session_id=anything", "?session_id=cs_%3Cscript%3E", "?id=cs_test_1"]) {
      expect(sessionIdFrom(search)).toBeNull();
    }
  });
});

describe("recording a checkout", () => {
  it("marks a confirmed checkout paid and reports it once per session, with the variant, and no money", () => {
    localStorage.setItem("version", "B");
    recordConfirmedPurchase(purchase);
    recordConfirmedPurchase(purchase);
    expect(localStorage.getItem("hasPaid")).toBe("true");
    expect(calls("Paid for Glow Up")).toEqual([
      ["event", "Paid for Glow Up", expect.objectContaining({ event_label: "B" })],
    ]);
    // A checkout starts a trial: the money is the server's `purchase`, when an invoice is paid.
    expect(calls("purchase")).toEqual([]);
    recordConfirmedPurchase({ ...purchase, transactionId: "cs_test_2" });
    expect(calls("Paid for Glow Up")).toHaveLength(2);
  });

  it("only warns when the variant is missing", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    recordConfirmedPurchase(purchase);
    expect(warn).toHaveBeenCalledOnce();
    expect(calls("Paid for Glow Up")).toHaveLength(1);
  });
});
