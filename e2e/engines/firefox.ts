// Gecko: Debian's Firefox ESR, headless, driven over WebDriver BiDi by puppeteer-core, which talks
// to Firefox's own remote agent (no geckodriver). Each page gets its own browser context (profile).
import puppeteer, { type BrowserContext, type ElementHandle, type EvaluateFunc, type Page } from "puppeteer-core";
import { EnginePage, type Engine, type PageDriver } from "./engine-page";

const firefoxPath = process.env.FIREFOX_PATH || "/usr/bin/firefox-esr";

export async function launchFirefox(helpers: string): Promise<Engine> {
  const browser = await puppeteer.launch({
    browser: "firefox",
    protocol: "webDriverBiDi",
    executablePath: firefoxPath,
    headless: true,
    defaultViewport: { width: 1280, height: 800 },
  });
  return {
    async newPage(origin) {
      const context = await browser.createBrowserContext();
      return new EnginePage(firefoxPage(context, await context.newPage()), origin, helpers);
    },
    close: () => browser.close(),
  };
}

function firefoxPage(context: BrowserContext, page: Page): PageDriver<ElementHandle> {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error instanceof Error ? error.message : String(error)));
  return {
    goto: async (url) => void (await page.goto(url)),
    reload: async () => void (await page.reload()),
    // The page's own address: Firefox ESR 140's BiDi does not report a same-document replaceState
    // (React Router's navigate(…, { replace: true })), so puppeteer's page.url() stays behind.
    url: () => page.evaluate(() => location.href),
    // The arguments are plain JSON, which puppeteer's handle-unwrapping types leave as they are.
    run: (fn, ...args) => page.evaluate(fn as EvaluateFunc<typeof args>, ...args) as Promise<never>,
    inject: async (source) => void (await page.evaluate(source)),
    async runForElement(fn, ...args) {
      const handle = await page.evaluateHandle(fn as EvaluateFunc<typeof args>, ...args);
      const element = handle.asElement();
      if (element) return element as ElementHandle;
      const count = await handle.jsonValue();
      await handle.dispose();
      return count as number;
    },
    click: (element) => element.click(),
    type: (element, text) => element.type(text),
    pageErrors: async () => [...errors],
    close: () => context.close(),
  };
}
