// The subscriber tests' world (subscriber-world.ts) on each database, and the steps a person takes in it:
// signing in as somebody new, asking for their subscriptions, pressing a plan, paying at the
// hosted checkout, a landing visit's beacon; what GA4 and the provider were told; and a database
// that can be taken down, made slow, or cut off mid-request, as an outage does.
import { afterAll, beforeAll, expect } from "vitest";
import type { SubscriptionAnswer } from "../../app/contracts/subscription-api.ts";
import { DatabaseUnavailable, type DatabaseAccess } from "../../api/database/database.ts";
import { LOCAL_STRIPE_SECRET_KEY } from "../../local/api-env.ts";
import { droppingConnections } from "../database/dropped-connections.ts";
import { onEachTestDatabase } from "../database/each-test-database.ts";
import type { testDatabases } from "../database/test-databases.ts";
import { startSubscriberWorld, type SubscriberWorld } from "./subscriber-world.ts";

/**
 * A database that can be taken down and brought back, as an outage does, made slow, or made to
 * drop its connection at a statement (dropped-connections.ts).
 */
function switchable(database: DatabaseAccess) {
  let down = false;
  let delay = 0;
  const { dropAt, dropsLeft, access } = droppingConnections(database);
  return {
    setDown: (value: boolean) => (down = value),
    setDelay: (ms: number) => (delay = ms),
    dropAt,
    dropsLeft,
    access: {
      async use(work) {
        if (down) throw new DatabaseUnavailable("down for the test");
        if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
        return access.use(work);
      },
      close: () => database.close(),
    } satisfies DatabaseAccess,
  };
}

/** Stands for the object `current()` gives once the tests run (the world starts in a hook). */
const once = <T extends object>(current: () => T) =>
  new Proxy({} as T, { get: (_, key) => Reflect.get(current(), key) as unknown });

const BROWSER =
  "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0 Mobile Safari/537.36";

export interface Person {
  sub: string;
  email: string;
  token: string;
}

function stepsIn(world: SubscriberWorld) {
  let people = 0;
  const subscription = async (who: Person, fresh = false) => {
    const response = await world.call("GET", `/api/subscription${fresh ? "?fresh=1" : ""}`, { token: who.token });
    expect(response.status).toBe(200);
    return (await response.json()) as SubscriptionAnswer;
  };
  const choose = async (who: Person, offer: string, locale = "en") => {
    const response = await world.call("POST", "/api/checkout", {
      token: who.token,
      body: { offer, locale, variant: "B", clientId: "Ab3dE6gH9", analyticsConsent: true },
    });
    expect(response.status).toBe(200);
    return (await response.json()) as { action: string; url: string };
  };
  /** A GET of the payment provider's API with the site's secret key; its answer, which must be a 200. */
  const provider = async (path: string): Promise<unknown> => {
    const response = await fetch(new URL(path, world.services), {
      headers: { Authorization: `Bearer ${LOCAL_STRIPE_SECRET_KEY}` },
    });
    expect(response.status).toBe(200);
    return response.json();
  };
  /** The provider's customers with this email, as its API lists them. */
  const customersWith = async (email: string) =>
    ((await provider(`/v1/customers?${new URLSearchParams({ email })}`)) as { data: { id: string }[] }).data;
  return {
    /** A new person: their `sub`, an access token, and an email of their own (not verified yet). */
    async person(): Promise<Person> {
      const sub = `auth0|person${++people}-${Math.random().toString(36).slice(2, 8)}`;
      const email = `${sub.slice(6)}@example.com`;
      world.profile(sub, { email, email_verified: false });
      return { sub, email, token: await world.token(sub) };
    },
    subscription,
    choose,
    /** Chooses an offer and pays for it on the hosted checkout (the card that declines later, if asked). */
    async subscribe(who: Person, offer: string, { locale = "en", card = "" } = {}) {
      const { action, url } = await choose(who, offer, locale);
      expect(action).toBe("checkout");
      const returned = await world.submit(`${new URL(url).pathname}/pay`, card ? { card } : {});
      expect(returned).toMatch(new RegExp(`^${world.site}(/${locale})?/success\\?session_id=cs_`));
      return url;
    },
    /** GA4's hits, one per event, of one subscription or all. */
    hitsFor: async (subscriptionId?: string) =>
      (await world.hits())
        .flatMap((hit) => hit.events.map((event) => ({ clientId: hit.clientId, ...event })))
        .filter((event) => !subscriptionId || event.params.subscription_id === subscriptionId),
    /** A press in the portal's footer: manage, or cancel (one subscription, if named). */
    portal: (who: Person, body: Record<string, unknown>) =>
      world.call("POST", "/api/portal", { token: who.token, body: { locale: "en", ...body } }),
    /** A landing page's beacon (app/shared/visitor/exposure.ts), from a browser. */
    beacon: (body: unknown) =>
      fetch(new URL("/api/exposures", world.site), {
        method: "POST",
        headers: { "Content-Type": "text/plain;charset=UTF-8", "User-Agent": BROWSER },
        body: JSON.stringify(body),
      }),
    customersWith,
    /** The latest invoice of the person's newest subscription, as the provider's API has it. */
    async latestInvoiceOf(email: string): Promise<Record<string, unknown>> {
      const [customer] = await customersWith(email);
      const query = new URLSearchParams({ customer: customer!.id, status: "all" });
      const { data } = (await provider(`/v1/subscriptions?${query}`)) as { data: { latest_invoice: string }[] };
      return (await provider(`/v1/invoices/${data[0]!.latest_invoice}`)) as Record<string, unknown>;
    },
  };
}

type Outage = Omit<ReturnType<typeof switchable>, "access">;

/**
 * `tests` get the world, its outage switch, the database itself (to set up what no request can)
 * and the steps, each usable once the tests run.
 * `network` and `answerBudgetMs`: as subscriber-world.ts takes them; `databases`: fewer of them.
 */
export function onEachSubscriberWorld(
  title: string,
  tests: (
    test: ReturnType<typeof stepsIn> & { world: SubscriberWorld; outage: Outage; database: () => DatabaseAccess },
  ) => void,
  {
    network,
    databases,
    answerBudgetMs,
  }: { network?: typeof fetch; databases?: typeof testDatabases; answerBudgetMs?: number } = {},
): void {
  onEachTestDatabase(
    title,
    (database) => {
      let started: { world: SubscriberWorld; outage: Outage } | undefined;
      beforeAll(async () => {
        const outage = switchable(database());
        started = { world: await startSubscriberWorld(outage.access, { network, answerBudgetMs }), outage };
      }, 60_000);
      afterAll(() => started?.world.stop());
      const world = once(() => started!.world);
      tests({ world, outage: once(() => started!.outage), database, ...stepsIn(world) });
    },
    databases,
  );
}
