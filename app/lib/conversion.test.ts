import { afterEach, describe, expect, it, vi } from "vitest";
import { resetAnalytics } from "./analytics";
import { recordCheckoutOutcome } from "./conversion";
import { resetMemoryStorage } from "./storage";

afterEach(() => {
  delete window.dataLayer;
  localStorage.clear();
  resetMemoryStorage();
  resetAnalytics();
});

const conversions = () =>
  (window.dataLayer ?? [])
    .map((entry) => Array.from(entry as ArrayLike<unknown>))
    .filter((call) => call[1] === "Paid for Glow Up");

describe("checkout outcomes", () => {
  it("records a payment once per checkout session, labelled with the variant", () => {
    localStorage.setItem("version", "B");
    recordCheckoutOutcome("paid", "cs_test_1");
    recordCheckoutOutcome("paid", "cs_test_1");
    expect(localStorage.getItem("hasPaid")).toBe("true");
    expect(conversions()).toEqual([["event", "Paid for Glow Up", expect.objectContaining({ event_label: "B" })]]);
    recordCheckoutOutcome("paid", "cs_test_2");
    expect(conversions()).toHaveLength(2);
  });

  it("without a session id, counts only a visitor not yet marked paid", () => {
    localStorage.setItem("version", "A");
    recordCheckoutOutcome("paid", null);
    recordCheckoutOutcome("paid", "<script>");
    expect(conversions()).toHaveLength(1);
  });

  it("only warns when the variant is missing", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    recordCheckoutOutcome("paid", "cs_test_3");
    expect(warn).toHaveBeenCalledOnce();
    expect(conversions()).toHaveLength(1);
  });

  it("records non-payment without an event", () => {
    localStorage.setItem("hasPaid", "true");
    recordCheckoutOutcome("not-paid");
    expect(localStorage.getItem("hasPaid")).toBe("false");
    expect(conversions()).toHaveLength(0);
  });
});
