// The mails' colours read for everyone (WCAG 2.2 AA, 1.4.3: 4.5:1 for text), worked out here as
// axe would in a browser; in jsdom it cannot (axe-in-jsdom.ts).
import { describe, expect, it } from "vitest";
import { palette } from "./mail-style.ts";

/** WCAG's relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

const contrast = (one: string, other: string) => {
  const [light, dark] = [luminance(one), luminance(other)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
};

describe("the mails' colours", () => {
  it.each([
    ["text", palette.text, palette.card],
    ["footer text", palette.muted, palette.card],
    ["links", palette.link, palette.card],
    ["an action's words", palette.onLink, palette.link],
  ])("give %s at least 4.5:1", (_, foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  it("work out contrast as WCAG does", () => {
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrast("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
  });
});
