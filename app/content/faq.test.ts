import { afterEach, describe, expect, it, vi } from "vitest";
import { faq, type FaqItem } from "./faq";
import type * as Plans from "./plans";
import { CREDITS_PER_SONG, plans, TRIAL_DAYS } from "./plans";

const answers = (items: readonly FaqItem[]) => items.map((item) => item.answer).join(" ");

describe("FAQ", () => {
  afterEach(() => {
    vi.doUnmock("./plans");
    vi.resetModules();
  });

  it("has eight distinct questions, each answered", () => {
    expect(faq).toHaveLength(8);
    expect(new Set(faq.map((item) => item.question)).size).toBe(8);
    for (const item of faq) expect(item.answer.length).toBeGreaterThan(20);
  });

  it("states the credit rule, each plan's credits and the trial length of the plan module", () => {
    const text = answers(faq);
    expect(text).toContain(`${CREDITS_PER_SONG} credits make one song`);
    expect(text).toContain(`${TRIAL_DAYS}-day free trial`);
    for (const plan of plans) {
      expect(text).toContain(
        plan.credits === "unlimited" ? `${plan.name} has no limit` : `${plan.name} includes ${plan.credits} credits`,
      );
    }
  });

  it("follows the plan module when its figures change, so no figure is typed into the copy", async () => {
    vi.doMock("./plans", async (importOriginal) => {
      const actual = await importOriginal<typeof Plans>();
      return {
        ...actual,
        CREDITS_PER_SONG: 25,
        TRIAL_DAYS: 14,
        plans: actual.plans.map((plan) => (plan.credits === "unlimited" ? plan : { ...plan, credits: 240 })),
      };
    });
    vi.resetModules();
    const text = answers((await import("./faq")).faq);
    expect(text).toContain("25 credits make one song");
    expect(text).toContain("14-day free trial");
    expect(text).toContain("includes 240 credits a month");
    expect(text).not.toMatch(/\b(10 credits|100 credits|7-day)\b/);
  });
});
