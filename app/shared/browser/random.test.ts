import { describe, expect, it } from "vitest";
import { randomId, randomInt } from "./random";

describe("random", () => {
  it("draws integers within inclusive bounds, reaching both ends", () => {
    const seen = new Set(Array.from({ length: 500 }, () => randomInt(5, 8)));
    expect([...seen].sort()).toEqual([5, 6, 7, 8]);
  });

  it("refuses impossible ranges", () => {
    expect(() => randomInt(3, 2)).toThrow(RangeError);
    expect(() => randomInt(0.5, 2)).toThrow(RangeError);
  });

  it("makes alphanumeric ids of the asked length", () => {
    const ids = Array.from({ length: 50 }, () => randomId(9));
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{9}$/);
    expect(new Set(ids).size).toBe(50);
  });
});
