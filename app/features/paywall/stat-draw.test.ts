// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { statRanges } from "~/catalogue/paywall";
import { drawStatLines, drawStatLinesWithoutApp } from "./stat-draw";

const lines = () =>
  statRanges
    .map(({ id }) => `<li data-stat="${id}"><span data-stat-words="{n} ${id} here">5–20 ${id} here</span></li>`)
    .join("");

afterEach(() => {
  document.body.innerHTML = "";
  document.documentElement.removeAttribute("data-app-when-needed");
});

describe("the paywall's stat lines", () => {
  it("get a number drawn from each line's range, in the line's own words", () => {
    document.body.innerHTML = `<ul>${lines()}</ul>`;
    drawStatLines();
    for (const { id, min, max } of statRanges) {
      const text = document.querySelector(`[data-stat="${id}"]`)!.textContent!;
      expect(text).toMatch(new RegExp(`^\\d+ ${id} here$`));
      const n = Number.parseInt(text, 10);
      expect(n).toBeGreaterThanOrEqual(min);
      expect(n).toBeLessThanOrEqual(max);
    }
  });

  it("are drawn by the page's script only where the app will not run", () => {
    const runScript = () => {
      document.body.innerHTML = `<ul>${lines()}</ul>`;
      drawStatLinesWithoutApp();
      return document.querySelector('[data-stat="sources"]')!.textContent;
    };
    expect(runScript()).toBe("5–20 sources here"); // the app draws them after hydration
    document.documentElement.setAttribute("data-app-when-needed", "");
    expect(runScript()).toMatch(/^\d+ sources here$/);
  });
});
