// WebKit: WebKitGTK's MiniBrowser, driven over classic WebDriver by selenium-webdriver through
// Debian's WebKitWebDriver, which the suite starts on a free port and on an Xvfb display of its own
// (MiniBrowser opens a real window). Each page is a new session, so a new browser and profile.
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Builder, type WebDriver, type WebElement } from "selenium-webdriver";
import { EnginePage, poll, type Engine, type PageDriver } from "./engine-page";
import { freePort, startProcess, waitForHttp, type OwnedProcess } from "./processes";

const driverPath = process.env.WEBKIT_DRIVER_PATH || "/usr/bin/WebKitWebDriver";
const miniBrowserPath =
  process.env.MINIBROWSER_PATH ||
  readdirSync("/usr/lib")
    .map((dir) => join("/usr/lib", dir, "webkit2gtk-4.1", "MiniBrowser"))
    .find((path) => existsSync(path));

export async function launchWebKit(helpers: string): Promise<Engine> {
  if (!miniBrowserPath) throw new Error("MiniBrowser not found: apt-get install webkit2gtk-driver");
  const home = mkdtempSync(join(tmpdir(), "engines-webkit-"));
  const started: OwnedProcess[] = [];
  const close = async () => {
    for (const owned of started.reverse()) await owned.stop();
    rmSync(home, { recursive: true, force: true });
  };
  try {
    // -displayfd: Xvfb picks a free display number and prints it.
    const xvfb = startProcess("Xvfb", ["-displayfd", "1", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"]);
    started.push(xvfb);
    const display = await poll(async () => /^(\d+)$/m.exec(xvfb.output())?.[1], Boolean, "for Xvfb's display");
    const port = await freePort();
    // A throwaway home: no cache, storage or HSTS state from earlier runs.
    const xdg = { XDG_CONFIG_HOME: `${home}/config`, XDG_DATA_HOME: `${home}/data`, XDG_CACHE_HOME: `${home}/cache` };
    // A new session replaces one a timed-out test left open (the driver allows one at a time).
    const driver = startProcess(driverPath, [`--port=${port}`, "--replace-on-new-session"], {
      env: { ...process.env, ...xdg, DISPLAY: `:${display}` },
    });
    started.push(driver);
    const server = `http://127.0.0.1:${port}`;
    await waitForHttp(`${server}/status`, driver, "WebKitWebDriver", 10_000);
    return { newPage: (origin) => newPage(server, origin, helpers), close };
  } catch (error) {
    await close();
    throw error;
  }
}

async function newPage(server: string, origin: string, helpers: string): Promise<EnginePage> {
  const session = await new Builder()
    .usingServer(server)
    .withCapabilities({
      browserName: "MiniBrowser",
      "webkitgtk:browserOptions": { binary: miniBrowserPath, args: ["--automation"] },
    })
    .build();
  await session.manage().window().setRect({ width: 1280, height: 800 });
  return new EnginePage(webKitPage(session), origin, helpers);
}

function webKitPage(session: WebDriver): PageDriver<WebElement> {
  // Classic WebDriver does not report page errors: in-page.ts records them, and they are read
  // before the driver leaves a document.
  const errors: string[] = [];
  const collect = async () => {
    const taken = await session
      .executeScript<string[]>(
        () => (window as { __engines?: { takeErrors(): string[] } }).__engines?.takeErrors() ?? [],
      )
      .catch(() => []); // no document to read (mid-navigation)
    errors.push(...taken);
  };
  return {
    goto: async (url) => (await collect(), await session.get(url)),
    reload: async () => (await collect(), await session.navigate().refresh()),
    url: () => session.getCurrentUrl(),
    run: (fn, ...args) => session.executeScript(fn, ...args),
    inject: async (source) => void (await session.executeScript(source)),
    runForElement: (fn, ...args) => session.executeScript(fn, ...args),
    async click(element) {
      // WebKitWebDriver scrolls the element into view with the page's smooth scroll-behavior and
      // then finds it still outside the viewport ("element not interactable"): scroll instantly first.
      await session.executeScript(
        (target: Element) => target.scrollIntoView({ block: "center", behavior: "instant" }),
        element,
      );
      await collect(); // the click may leave the document
      await element.click();
    },
    type: (element, text) => element.sendKeys(text),
    pageErrors: async () => (await collect(), [...errors]),
    close: () => session.quit(),
  };
}
