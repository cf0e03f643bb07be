import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { parseSiteConfig } from "../../app/config/schema";
import { isHashedAsset } from "../../server/cache-policy";
import { bootSource } from "./boot-per-page";
import { compileInlineScript, inlineScriptsPlugin } from "./inline-scripts-plugin";

const define = { __SITE_CONFIG__: JSON.stringify(parseSiteConfig({})), __BUILD_YEAR__: "2026" };
const boot = {
  landingPaths: ["/", "/home"],
  callbackPath: "/pricing",
  returnPaths: ["/success", "/failure"],
  consentRequired: true,
};

describe("inline scripts", () => {
  it("compile the typed boot module into one small script that runs before the page is parsed", async () => {
    // With every part: what a page gets is narrowed to its own (boot-per-page.test.ts).
    const { code, inputs } = await compileInlineScript(bootSource(JSON.stringify(boot)), define);
    expect(inputs.some((input) => input.endsWith("app/boot/boot.ts"))).toBe(true);
    expect(code).not.toMatch(/<\/script|^import |^export /m);
    // Small enough to sit in every page's <head>: not worth a request of its own (~6 KB brotli).
    // The budget grows only for what must work from the first paint on; each step that raised it
    // says what it bought in its commit.
    expect(code.length).toBeLessThan(18 * 1024);

    const link = "http://localhost:3001/checkout/paywall-monthly";
    const dom = new JSDOM(
      `<!DOCTYPE html><html><head><script>${code}</script></head>` +
        `<body><a href="${link}" data-checkout-link="{}">Monthly</a></body></html>`,
      { url: "http://localhost/home?utm_source=news", runScripts: "dangerously", pretendToBeVisual: true },
    );
    // jsdom parses synchronously and runs microtasks after; a browser runs them before it paints.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const { document, localStorage } = dom.window;
    const root = document.documentElement;
    expect(root.hasAttribute("data-js")).toBe(true);
    expect(root.getAttribute("data-variant")).toMatch(/^[ABC]$/);
    expect(root.hasAttribute("data-consent-pending")).toBe(true);
    // Attributed as the parser inserted it, before anything could be painted or pressed.
    const href = new URL(document.querySelector("a")!.href);
    // The visitor's id, the variant just drawn, and no consent yet (app/contracts/client-reference.ts).
    expect(href.searchParams.get("client_reference_id")).toBe(
      `${localStorage.getItem("userId")}_${root.getAttribute("data-variant")}_d`,
    );
    expect(href.searchParams.get("utm_source")).toBe("news");
  });

  it.each([
    ["virtual:sign-up-script", "screen_hint"],
    ["virtual:boot-script", "client_reference_id"],
  ])("give %s to the prerendered pages only, not to the browser's download", async (name, needle) => {
    const plugin = inlineScriptsPlugin(boot, define);
    const resolve = plugin.resolveId as (id: string) => string | undefined;
    const load = plugin.load as (this: unknown, id: string) => Promise<string | undefined>;
    const id = resolve(name)!;
    const context = (environment: string) => ({ environment: { name: environment }, addWatchFile: () => undefined });
    expect(await load.call(context("client"), id)).toBe('export default "";');
    const prerendered = await load.call(context("ssr"), id);
    const code = JSON.parse(prerendered!.replace(/^export default |;$/g, "")) as string;
    expect(code).toContain(needle);
    expect(code).not.toMatch(/<\/script/i);
  });

  it("give the pricing page's billing-period script to the prerendered page only, small", async () => {
    const plugin = inlineScriptsPlugin(boot, define);
    const resolve = plugin.resolveId as (id: string) => string | undefined;
    const load = plugin.load as (this: unknown, id: string) => Promise<string | undefined>;
    const id = resolve("virtual:pricing-script")!;
    const context = (name: string) => ({ environment: { name }, addWatchFile: () => undefined });
    expect(await load.call(context("client"), id)).toBe('export default "";');
    const code = JSON.parse((await load.call(context("ssr"), id))!.replace(/^export default |;$/g, "")) as string;
    expect(code).toContain("billing-period");
    expect(code.length).toBeLessThan(1024);

    // Run where the page has it, just after the radios.
    const dom = new JSDOM(
      `<!DOCTYPE html><body><input type="radio" name="billing-period" value="monthly" checked>` +
        `<input type="radio" name="billing-period" value="annual"><script>${code}</script></body>`,
      { url: "http://localhost/pricing?billing=annual", runScripts: "dangerously" },
    );
    expect(dom.window.document.querySelector<HTMLInputElement>("[value=annual]")!.checked).toBe(true);
  });

  it("build the sign-up press's hand-off module into the browser's build, named by its content in the boot script", async () => {
    const probeUrl = "http://localhost:3001/.well-known/openid-configuration";
    const plugin = inlineScriptsPlugin(boot, define, { probeUrl });
    (plugin.configResolved as (config: unknown) => void)({ command: "build", build: {} });
    const resolve = plugin.resolveId as (id: string) => string | undefined;
    const load = plugin.load as (this: unknown, id: string) => Promise<string | undefined>;
    const generateBundle = plugin.generateBundle as (this: unknown) => Promise<void>;
    const emitted: unknown[] = [];
    const context = (name: string) => ({
      environment: { name },
      addWatchFile: () => undefined,
      emitFile: (file: unknown) => emitted.push(file),
    });

    const bootScript = (await load.call(context("ssr"), resolve("virtual:boot-script")!))!;
    const [module] = bootScript.match(/\/assets\/hand-off-[\w-]+\.js/) ?? [];
    // Named as the hosts cache for good, so a later press pays no revalidation.
    expect(isHashedAsset(module!)).toBe(true);
    expect(bootScript).toContain(probeUrl);
    await generateBundle.call(context("ssr"));
    expect(emitted).toEqual([]);
    await generateBundle.call(context("client"));
    expect(emitted).toEqual([
      { type: "asset", fileName: module!.slice(1), source: expect.stringContaining("screen_hint") },
    ]);
    // A module that exports the hand-off: the boot script imports it at the press.
    expect((emitted[0] as { source: string }).source).toMatch(/export\s*\{[^}]*handOffHere/);
  });
});
