// axe-core run on a mail's HTML in jsdom (the browser tests' rules: e2e/axe.ts), for the mails'
// tests (app/mail/render-mail.test.ts). One window with axe loaded, each mail put into its document
// in turn. Colour contrast needs a browser's layout: app/mail/mail-style.test.ts checks the palette.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { JSDOM } from "jsdom";

const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

interface AxeResults {
  violations: { id: string; nodes: { target: string[] }[] }[];
}

type AxeWindow = JSDOM["window"] & { axe: { run: (context: Document, options: object) => Promise<AxeResults> } };

let window: AxeWindow | undefined;

/** axe-core as @axe-core/playwright (a dependency of the browser tests) brings it. */
function axeWindow(): AxeWindow {
  if (window) return window;
  const resolve = createRequire(createRequire(import.meta.url).resolve("@axe-core/playwright")).resolve;
  const dom = new JSDOM("<!doctype html><html><body></body></html>", { runScripts: "outside-only" });
  dom.window.eval(readFileSync(resolve("axe-core/axe.min.js"), "utf8"));
  return (window = dom.window as AxeWindow);
}

/** Each violation in the HTML, with the elements it was found on. */
export async function axeViolations(html: string): Promise<string[]> {
  const { document, DOMParser } = axeWindow();
  const page = new DOMParser().parseFromString(html, "text/html");
  document.replaceChild(document.importNode(page.documentElement, true), document.documentElement);
  const results = await axeWindow().axe.run(document, {
    runOnly: { type: "tag", values: WCAG },
    rules: { "color-contrast": { enabled: false } },
  });
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
