import { describe, expect, it } from "vitest";
import { faq } from "./faq";

describe("FAQ (spec §2)", () => {
  it("has eight distinct questions, each answered", () => {
    expect(faq).toHaveLength(8);
    expect(new Set(faq.map((item) => item.question)).size).toBe(8);
    for (const item of faq) expect(item.answer.length).toBeGreaterThan(20);
  });

  it("states the credit rule and trial length from the plan module", () => {
    const text = faq.map((item) => item.answer).join(" ");
    expect(text).toContain("10 credits make one song");
    expect(text).toContain("7-day free trial");
  });
});
