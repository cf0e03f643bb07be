import { afterEach, describe, expect, it, vi } from "vitest";
import type * as Plans from "./plans";
import { TRIAL_DAYS } from "./plans";
import { formatUserClaim, site } from "./site";

describe("site facts", () => {
  afterEach(() => {
    vi.doUnmock("./plans");
    vi.resetModules();
  });

  it("describes the site with the trial length of the plan module", async () => {
    expect(site.description).toContain(`${TRIAL_DAYS}-day free trial`);
    vi.doMock("./plans", async (importOriginal) => ({
      ...(await importOriginal<typeof Plans>()),
      TRIAL_DAYS: 30,
    }));
    vi.resetModules();
    const changed = (await import("./site")).site.description;
    expect(changed).toContain("30-day free trial");
    expect(changed).not.toContain(`${TRIAL_DAYS}-day`);
  });

  it("rounds the claimed reach down to a short figure", () => {
    expect(formatUserClaim()).toBe("1 million+");
    expect(formatUserClaim(2_400_000)).toBe("2 million+");
    expect(formatUserClaim(12_500)).toBe("12k+");
    expect(formatUserClaim(900)).toBe("900+");
  });
});
