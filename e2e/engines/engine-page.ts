// The one driver abstraction: a flow is written once against EnginePage, and each engine
// (firefox.ts, webkit.ts) supplies the few primitives of its WebDriver client as a PageDriver.
import type { PageHelpers } from "./in-page";
import { poll } from "./poll";
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
    const wire = toWire(query);
    return this.withHelpers(() =>
      this.driver.run((q) => (window as HelperWindow).__engines?.findAll(q).length ?? -1, wire),
    );
  }

  /** The one element the query finds; waits while it finds none or several. */
  private async one(query: Query): Promise<unknown> {
    const wire = toWire(query);
    const find = () =>
      this.withHelpers(() =>
        this.driver.runForElement((q) => {
          const found = (window as HelperWindow).__engines?.findAll(q);
          return found?.length === 1 ? found[0]! : (found?.length ?? -1);
        }, wire),
      );
    return poll(find, (found) => typeof found !== "number", `for exactly one ${describeQuery(query)}`);
  }

  /** Runs a query, which answers -1 in a document without the helpers: then injects them and asks again. */
  private async withHelpers<T>(ask: () => Promise<T>): Promise<T> {
    const answer = await ask();
    if (answer !== -1) return answer;
    await this.driver.inject(this.helpers);
    return ask();
  }

  /** Right after a navigation, so the page's errors are recorded from then on (in-page.ts). */
  private async installHelpers(): Promise<void> {
    if (!(await this.driver.run(() => "__engines" in window))) await this.driver.inject(this.helpers);
  }
}
