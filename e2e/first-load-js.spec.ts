// Where the app runs, a page's first download of JavaScript stays within its budget (112 KB brotli:
// docs/decisions/020-react-in-the-browser.md), on every prerendered page of the build the tests
// serve, so that a change which grows every page's chunk fails here and not only in `npm run bench`.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { DEFERRED_MODULES_ID } from "../app/boot/module-downloads";
import { budgets } from "../bench/budgets";
import { firstLoadJs } from "../bench/first-load-js";
import { expect, test } from "./fixtures";

const clientDir = "build/client";

/** The prerendered pages the app runs on (a page without its module list loads only its inline script). */
function pagesTheAppRunsOn(): string[] {
  const pages = readdirSync(clientDir, { recursive: true, encoding: "utf8" }).filter(
    (file) => file.endsWith(".html") && !file.startsWith("assets"),
  );
  return pages.filter((page) => readFileSync(join(clientDir, page), "utf8").includes(`id="${DEFERRED_MODULES_ID}"`));
}

test("every page the app runs on downloads at most its budget of JavaScript first", () => {
  const pages = pagesTheAppRunsOn();
  // Every language's landing, pricing, paywall, /glow… (page-lists.ts); a build without them is no check.
  expect(pages.length).toBeGreaterThan(100);
  for (const page of pages) {
    const { brotliBytes, files } = firstLoadJs(clientDir, page);
    expect(brotliBytes, `${page}: ${brotliBytes} bytes brotli in ${files} files`).toBeLessThanOrEqual(
      budgets.appFirstLoadJsBytes.max,
    );
  }
});
