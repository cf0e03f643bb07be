import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { avatarOf, testimonials } from "./testimonials";

describe("the testimonials' faces", () => {
  it("are views of one file, one for each testimonial, each a 96 px face of its own", () => {
    const [file, ...rest] = new Set(testimonials.map((person) => avatarOf(person).split("#")[0]));
    expect(rest).toEqual([]);
    const svg = readFileSync(new URL(`../../../public/assets/${file}`, import.meta.url), "utf8");
    const views = [...svg.matchAll(/<view id="([\w-]+)" viewBox="(\d+) 0 96 96"\/>/g)];
    expect(views.map(([, id]) => id)).toEqual(testimonials.map((person) => person.id));
    expect(new Set(views.map(([, , x]) => x)).size).toBe(testimonials.length);
    for (const [, , x] of views) expect(svg).toContain(`<svg x="${x}" width="96" height="96" viewBox="0 0 96 96">`);
  });
});
