import { describe, expect, it } from "vitest";
import { askedLifts } from "./asked-lifts";

describe("the lifts asked for in the page's address", () => {
  it("are forwarded to the readout in one order, empty ones left to the default", () => {
    expect(askedLifts(new URLSearchParams("revenueLift=37.5&paidLift=&trialLift=10&since=2026-11-01"))).toEqual({
      query: "trialLift=10&revenueLift=37.5",
      refused: [],
    });
    expect(askedLifts(new URLSearchParams(""))).toEqual({ query: "", refused: [] });
  });

  it("are named and left out when they are not a percentage from 1 to 500", () => {
    const asked = askedLifts(new URLSearchParams("trialLift=0&paidLift=1e2&revenueLift=501"));
    expect(asked.query).toBe("");
    expect(asked.refused).toEqual([
      { metric: "trialRate", value: "0" },
      { metric: "paidRate", value: "1e2" },
      { metric: "revenuePerVisitor", value: "501" },
    ]);
    expect(askedLifts(new URLSearchParams("trialLift=500&paidLift=-5")).refused).toEqual([
      { metric: "paidRate", value: "-5" },
    ]);
  });
});
