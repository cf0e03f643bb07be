import { describe, expect, it } from "vitest";
import { longDate } from "./long-date";

describe("longDate", () => {
  it("writes an ISO date in full in the page's language, whatever the machine's time zone", () => {
    expect(longDate("2026-08-14", "en")).toBe("August 14, 2026");
    expect(longDate("2026-01-01", "en")).toBe("January 1, 2026");
    expect(longDate("2026-08-14", "de")).toBe("14. August 2026");
    expect(longDate("2026-08-14", "ja")).toBe("2026年8月14日");
    expect(longDate("2026-08-14", "pt-BR")).toBe("14 de agosto de 2026");
  });

  it("keeps what is not a date as it was given", () => {
    expect(longDate("soon", "en")).toBe("soon");
    expect(longDate("2026-13-45", "fr")).toBe("2026-13-45");
  });
});
