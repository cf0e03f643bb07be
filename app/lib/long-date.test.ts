import { describe, expect, it } from "vitest";
import { longDates } from "./long-date";

describe("longDates", () => {
  it("writes each ISO date in full, whatever the machine's time zone", () => {
    expect(longDates(["2026-08-14", "2026-01-01"])).toEqual({
      "2026-08-14": "August 14, 2026",
      "2026-01-01": "January 1, 2026",
    });
  });

  it("keeps what is not a date as it was given", () => {
    expect(longDates(["soon", "2026-13-45"])).toEqual({ soon: "soon", "2026-13-45": "2026-13-45" });
  });
});
