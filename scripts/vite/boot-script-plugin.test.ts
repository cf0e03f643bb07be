// @vitest-environment node
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { compileBootScript } from "./boot-script-plugin";

describe("boot script build", () => {
  it("compiles the typed boot module into one small inline script that runs in a page", async () => {
    const { code, inputs } = await compileBootScript({
      landingPaths: ["/", "/home"],
      callbackPath: "/pricing",
      consentRequired: true,
    });
    expect(inputs.some((input) => input.endsWith("app/lib/boot/boot.ts"))).toBe(true);
    expect(code).not.toMatch(/<\/script|^import |^export /m);
    // Small enough to sit in every page's <head>: not worth a request of its own.
    expect(code.length).toBeLessThan(8 * 1024);

    const dom = new JSDOM("<!DOCTYPE html><html><head></head><body></body></html>", {
      url: "http://localhost/home",
      runScripts: "outside-only",
    });
    dom.window.eval(code);
    const root = dom.window.document.documentElement;
    expect(root.hasAttribute("data-js")).toBe(true);
    expect(root.getAttribute("data-variant")).toMatch(/^[ABC]$/);
    expect(root.hasAttribute("data-consent-pending")).toBe(true);
  });
});
