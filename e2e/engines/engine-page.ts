// The one driver abstraction: a flow is written once against EnginePage, and each engine
// (firefox.ts, webkit.ts) supplies the few primitives of its WebDriver client as a PageDriver.
import { build } from "esbuild";
import { setTimeout as delay } from "node:timers/promises";
import type { PageHelpers } from "./in-page";
import { describeQuery, toWire, type Query } from "./query";

/** What one engine's client does for a page. `E` is the client's element reference. */
export interface PageDriver<E> {
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  url(): Promise<string>;
  /** Runs `fn` in the page (the client sends its source) and returns its JSON result. */
  run<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>>;
  /** Runs a script's source in the page. */
  inject(source: string): Promise<void>;
  /** Like `run`, but an element `fn` returns comes back as the client's reference to it. */
  runForElement<A extends unknown[]>(fn: (...args: A) => Element | number, ...args: A): Promise<E | number>;
  click(element: E): Promise<void>;
  type(element: E, text: string): Promise<void>;
  /** Uncaught errors and unhandled rejections the client observed since the page opened. */
  pageErrors(): Promise<string[]>;
  close(): Promise<void>;
}

export interface Engine {
  /** A page in a fresh profile (no cookies, no storage), as a first-time visitor has. */
  newPage(origin: string): Promise<EnginePage>;
  close(): Promise<void>;
}

/** One of the site's flows, written once for every engine. */
export type Flow = (page: EnginePage) => Promise<void>;

/** The in-page helpers' source, bundled once per run. */
export async function pageHelpersScript(): Promise<string> {
  const result = await build({
    entryPoints: [new URL("in-page.ts", import.meta.url).pathname],
    bundle: true,
    write: false,
    format: "iife",
    platform: "browser",
    minify: true,
    logLevel: "warning",
  });
  return result.outputFiles[0]!.text;
}

// Generous: WebKit on a loaded two-core machine takes seconds for a sign-up's round trips.
const TIMEOUT_MS = 15_000;

/** Reads until `done` holds, retrying errors (a page mid-navigation), for at most `timeout` ms. */
export async function poll<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, timeout = TIMEOUT_MS) {
  const deadline = Date.now() + timeout;
  let last = "nothing read";
  for (;;) {
    try {
      const value = await read();
      if (done(value)) return value;
      last = `last read: ${JSON.stringify(value)}`;
    } catch (error) {
      last = `last error: ${error instanceof Error ? error.message : String(error)}`;
    }
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeout} ms waiting ${what} (${last})`);
    await delay(100);
  }
}

type HelperWindow = { __engines?: PageHelpers };

export class EnginePage {
  constructor(
    private readonly driver: PageDriver<unknown>,
    private readonly origin: string,
    private readonly helpers: string,
  ) {}

  async goto(path: string): Promise<void> {
    await this.driver.goto(new URL(path, this.origin).href);
    await this.installHelpers();
  }

  async reload(): Promise<void> {
    await this.driver.reload();
    await this.installHelpers();
  }

  url = async () => new URL(await this.driver.url());
  evaluate: PageDriver<unknown>["run"] = (fn, ...args) => this.driver.run(fn, ...args);
  pageErrors = () => this.driver.pageErrors();
  close = () => this.driver.close();

  /** Waits until at least one element matches. */
  async see(query: Query): Promise<void> {
    await poll(
      () => this.count(query),
      (count) => count > 0,
      `to see the ${describeQuery(query)}`,
    );
  }

  /** Waits until no visible element matches. */
  async notSee(query: Query): Promise<void> {
    await poll(
      () => this.count(query),
      (count) => count === 0,
      `for no ${describeQuery(query)}`,
    );
  }

  async click(query: Query): Promise<void> {
    await this.driver.click(await this.one(query));
  }

  async fill(query: Query, text: string): Promise<void> {
    await this.driver.type(await this.one(query), text);
  }

  async waitForUrl(test: (url: URL) => boolean, what: string): Promise<URL> {
    return poll(this.url, test, `for ${what}`);
  }

  /** Waits until `fn`, run in the page, returns a truthy value, and returns it. */
  async waitFor<A extends unknown[], R>(what: string, fn: (...args: A) => R, ...args: A) {
    return poll(() => this.driver.run(fn, ...args), Boolean, `for ${what}`);
  }

  private async count(query: Query): Promise<number> {
    await this.installHelpers();
    return this.driver.run((wire) => (window as HelperWindow).__engines!.findAll(wire).length, toWire(query));
  }

  /** The one element the query finds; waits while it finds none or several. */
  private async one(query: Query): Promise<unknown> {
    const find = async () => {
      await this.installHelpers();
      return this.driver.runForElement((wire) => {
        const found = (window as HelperWindow).__engines!.findAll(wire);
        return found.length === 1 ? found[0]! : found.length;
      }, toWire(query));
    };
    return poll(find, (found) => typeof found !== "number", `for exactly one ${describeQuery(query)}`);
  }

  /** A navigation starts a new document without them. */
  private async installHelpers(): Promise<void> {
    if (!(await this.driver.run(() => "__engines" in window))) await this.driver.inject(this.helpers);
  }
}
