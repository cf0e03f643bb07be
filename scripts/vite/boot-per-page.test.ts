import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { JSDOM } from "jsdom";
import { afterEach, describe, expect, it } from "vitest";
import { parseSiteConfig } from "../../app/config/schema";
import { inlineScriptMapFile, inlineScriptsPlugin } from "./inline-scripts-plugin";

const define = { __SITE_CONFIG__: JSON.stringify(parseSiteConfig({})), __BUILD_YEAR__: "2026" };
const boot = { landingPaths: ["/"], callbackPath: "/pricing", returnPaths: ["/success"], consentRequired: true };
const link = "http://localhost:3001/checkout/paywall-monthly";
/** Pages as React Router prerenders them: the whole boot script in each <head>, then their markup. */
const pages = {
  "index.html": `<html data-app-when-needed=""><head><script type="application/json" id="deferred-modules">[]</script>BOOT</head><body><h1><span data-headline="A">A</span><span data-headline="B">B</span></h1><audio id="s"></audio><button data-sample-toggle="" aria-controls="s">Play</button></body></html>`,
  "play/tsla.html": `<html data-app-when-needed=""><head>BOOT</head><body><a href="${link}" data-checkout-link="">Monthly</a></body></html>`,
  // The page's own script names a mark: code, not markup.
  "legal/privacy.html": `<html><head>BOOT</head><body><p>Privacy</p><script>document.querySelector("[data-headline]")</script></body></html>`,
};

let root: string | undefined;
afterEach(() => root && rmSync(root, { recursive: true, force: true }));

/** A build of `pages` (with source maps), narrowed after they are written, as `npm run build` does. */
async function narrowedBuild() {
  root = mkdtempSync(join(tmpdir(), "boot-per-page-"));
  const plugin = inlineScriptsPlugin(boot, define);
  (plugin.configResolved as (config: unknown) => void)({ command: "build", build: { sourcemap: true } });
  const context = (name: string) => ({ environment: { name }, addWatchFile: () => undefined, info: () => undefined });
  const load = plugin.load as (this: unknown, id: string) => Promise<string>;
  const loaded = await load.call(context("ssr"), "\0virtual:boot-script");
  const whole = JSON.parse(loaded.replace(/^export default |;$/g, "")) as string;
  for (const [file, html] of Object.entries(pages)) {
    const path = join(root, "client", file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(
      path,
      html.replace("BOOT", () => `<script>${whole}</script>`),
    );
  }
  const { handler } = plugin.writeBundle as { handler: (this: unknown, options: { dir?: string }) => Promise<void> };
  // Once React Router has prerendered the pages into the browser's build, beside the server's.
  await handler.call(context("ssr"), { dir: join(root, "server") });
  const page = (file: keyof typeof pages) => readFileSync(join(root!, "client", file), "utf8");
  const bootOf = (file: keyof typeof pages) => /<head>.*?<script>(.*?)<\/script>/s.exec(page(file))![1]!;
  return { whole, page, bootOf };
}

describe("each page's boot script", () => {
  it("has only the parts the page's markup calls for, with a source map each", async () => {
    const { whole, bootOf } = await narrowedBuild();
    const scripts = Object.keys(pages).map((file) => bootOf(file as keyof typeof pages));
    expect(new Set([whole, ...scripts]).size).toBe(4);
    for (const script of scripts) expect(script.length).toBeLessThan(whole.length);
    // The page with no control of its own gets the steps every page needs, and little more.
    expect(bootOf("legal/privacy.html").length).toBeLessThan(whole.length * 0.7);
    for (const script of scripts) expect(existsSync(join(root!, "client", inlineScriptMapFile(script)))).toBe(true);
  });

  it("runs each part where the page has its controls: the headline's draw, the payment links' attribution", async () => {
    const { page } = await narrowedBuild();
    const run = (file: keyof typeof pages, url: string) =>
      new JSDOM(page(file), { url, runScripts: "dangerously", pretendToBeVisual: true }).window;
    const landing = run("index.html", "http://localhost/");
    expect(landing.document.documentElement.getAttribute("data-variant")).toMatch(/^[ABC]$/);
    expect(landing.document.documentElement.getAttribute("data-boot-parts")).toBe(
      "experiment sample appWhenNeeded moduleDownloads",
    );
    const paywall = run("play/tsla.html", "http://localhost/play/tsla");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(new URL(paywall.document.querySelector("a")!.href).searchParams.has("client_reference_id")).toBe(true);
    // At a landing page's address, a page without headlines draws none: it has not the code.
    const legal = run("legal/privacy.html", "http://localhost/");
    expect(legal.document.documentElement.hasAttribute("data-js")).toBe(true);
    expect(legal.document.documentElement.hasAttribute("data-variant")).toBe(false);
  });
});
