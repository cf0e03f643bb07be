// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { drawVariantAtLoad, drawVariantForVisit } from "./variant";

const landing = ["/", "/home"];

afterEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute("data-variant");
  document.documentElement.removeAttribute("data-variant-drawn-at-load");
  window.history.replaceState(null, "", "/");
});

describe("variant", () => {
  it("the boot script draws A, B or C on a landing page, stores it and marks <html>", () => {
    drawVariantAtLoad(landing);
    const stored = localStorage.getItem("version");
    expect(stored).toMatch(/^[ABC]$/);
    expect(document.documentElement.dataset.variant).toBe(stored);
  });

  it("the boot script leaves other pages alone", () => {
    window.history.replaceState(null, "", "/pricing");
    drawVariantAtLoad(landing);
    expect(localStorage.getItem("version")).toBeNull();
    expect(document.documentElement.dataset.variant).toBeUndefined();
  });

  it("draws each variant with roughly equal chance", () => {
    const counts = { A: 0, B: 0, C: 0 } as Record<string, number>;
    for (let i = 0; i < 3000; i++) {
      drawVariantForVisit(landing);
      counts[localStorage.getItem("version")!]!++;
    }
    // Each count is Binomial(3000, 1/3): mean 1000, sd ≈ 26; ±150 is about 6 sd.
    for (const count of Object.values(counts)) expect(count).toBeGreaterThan(850);
    for (const count of Object.values(counts)) expect(count).toBeLessThan(1150);
  });

  it("does not draw twice for the visit the boot script already drew", () => {
    drawVariantAtLoad(landing);
    localStorage.setItem("version", "drawn-at-load");
    drawVariantForVisit(landing);
    expect(localStorage.getItem("version")).toBe("drawn-at-load");
    drawVariantForVisit(landing);
    expect(localStorage.getItem("version")).toMatch(/^[ABC]$/);
  });

  it("still marks the page when storage is blocked", () => {
    const original = Object.getOwnPropertyDescriptor(window, "localStorage")!;
    Object.defineProperty(window, "localStorage", {
      configurable: true,
      get() {
        throw new DOMException("blocked", "SecurityError");
      },
    });
    try {
      expect(() => drawVariantAtLoad(landing)).not.toThrow();
      expect(document.documentElement.dataset.variant).toMatch(/^[ABC]$/);
    } finally {
      Object.defineProperty(window, "localStorage", original);
    }
  });
});
