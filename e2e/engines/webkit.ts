// WebKit: WebKitGTK's MiniBrowser, driven over classic WebDriver by selenium-webdriver through
// Debian's WebKitWebDriver, which the suite starts on a free port and on an Xvfb display of its own
// (MiniBrowser opens a real window).
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Builder, type WebDriver, type WebElement } from "selenium-webdriver";
import { EnginePage, type Engine, type PageDriver } from "./engine-page";
import { poll } from "./poll";
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
  const removeHome = () => rmSync(home, { recursive: true, force: true });
  process.once("exit", removeHome); // also when the suite is interrupted
  let xvfb: OwnedProcess | undefined;
  let driver: Driver | undefined;
  const close = async () => {
    await driver?.process.stop();
    await xvfb?.stop();
    removeHome();
  };
  try {
    // -displayfd: Xvfb picks a free display number and prints it. -noreset: by default Xvfb resets
    // when its last client leaves and refuses connections meanwhile, so the next test's MiniBrowser,
    // started as the last one quits, failed "cannot open display" now and then (3 of 15 runs).
    xvfb = startProcess("Xvfb", ["-displayfd", "1", "-screen", "0", "1280x1024x24", "-nolisten", "tcp", "-noreset"]);
    const output = xvfb.output;
    const display = await poll(async () => /^(\d+)$/m.exec(output())?.[1], Boolean, "for Xvfb's display");
    // A throwaway home: no cache, storage or HSTS state from earlier runs.
    const xdg = { XDG_CONFIG_HOME: `${home}/config`, XDG_DATA_HOME: `${home}/data`, XDG_CACHE_HOME: `${home}/cache` };
    const env = { ...process.env, ...xdg, DISPLAY: `:${display}` };
    driver = await startDriver(env);
    return {
      async newPage(origin) {
        const session = await openSession(driver!.server).catch(async (error: Error) => {
          // Should a MiniBrowser never connect (as after Xvfb's reset, above), the driver would
          // wait for it for ever: a new driver (which ends that MiniBrowser) gets one more try.
          console.warn(
            `WebKit: ${error.message}; restarting WebKitWebDriver. Its output:\n${driver!.process.output()}`,
          );
          await driver!.process.stop();
          driver = await startDriver(env);
          return openSession(driver.server);
        });
        return new EnginePage(webKitPage(session), origin, helpers);
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

interface Driver {
  process: OwnedProcess;
  server: string;
}

async function startDriver(env: NodeJS.ProcessEnv): Promise<Driver> {
  const port = await freePort();
  // A new session replaces one a timed-out test left open (the driver allows one at a time).
  const driver = startProcess(driverPath, [`--port=${port}`, "--replace-on-new-session"], { env });
  const server = `http://127.0.0.1:${port}`;
  await waitForHttp(`${server}/status`, driver, "WebKitWebDriver", 10_000);
  return { process: driver, server };
}

const SESSION_TIMEOUT_MS = 45_000;

/** A new MiniBrowser: a new browser and profile for each page. */
async function openSession(server: string): Promise<WebDriver> {
  const opening = new Builder()
    .usingServer(server)
    .withCapabilities({
      browserName: "MiniBrowser",
      "webkitgtk:browserOptions": { binary: miniBrowserPath, args: ["--automation"] },
      // A page that never finishes loading fails its step instead of the default five minutes.
      timeouts: { pageLoad: 30_000 },
    })
    .build();
  opening.catch(() => {}); // abandoned after a timeout, it fails unheard
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no session within ${SESSION_TIMEOUT_MS} ms`)), SESSION_TIMEOUT_MS);
  });
  try {
    const session = await Promise.race([opening, timeout]);
    await session.manage().window().setRect({ width: 1280, height: 800 });
    return session;
  } finally {
    clearTimeout(timer);
  }
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
