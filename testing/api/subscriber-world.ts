// The subscriber API as it runs, for tests: the site's API served over HTTP (so the payment
// stand-in's webhooks reach it), the local stand-ins (payments, GA4's collector) on free ports, a
// database from testing/database/throwaway-postgres.ts, and an identity provider of the test's own whose keys sign
// access tokens for any person. Only the identity provider is the test's: signing in through the
// stand-in's pages is local/identity/access-token.test.ts' and the browser tests' business.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { localApiEnv } from "../../local/api-env.ts";
import { startLocalServices } from "../../local/services.ts";
import { serveApi } from "../../server/api-bridge.ts";
import { createApi, type Api } from "../../api/api.ts";
import type { DatabaseAccess } from "../../api/database/database.ts";
import { startTestIdentity, TEST_CLIENT_ID } from "./test-identity.ts";

const AUDIENCE = "https://api.snapsong.test/";

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, "localhost", () => resolve(`http://localhost:${(server.address() as AddressInfo).port}`)),
  );

/** A mail as the mail stand-in keeps it (docs/local-stand-ins.md). */
export interface StandInMail {
  id: string;
  to: string | string[];
  from: string;
  replyTo: string | string[] | null;
  subject: string;
  text: string;
  html: string;
  sentAt: string;
}

export interface SubscriberWorld {
  /** The site's API, over HTTP. */
  site: string;
  /** The payment stand-in and the collector. */
  services: string;
  api: Api;
  token(person: string, claims?: { audience?: string; expiresIn?: string; permissions?: string[] }): Promise<string>;
  /** What the identity provider's /userinfo says of the person's email from now on. */
  profile(person: string, profile: { email: string; email_verified: boolean } | "down"): void;
  call(method: string, path: string, options?: { token?: string; body?: unknown }): Promise<Response>;
  /** Posts a hosted page's form as a browser does; answers where the stand-in sends the person. */
  submit(url: string, fields?: Record<string, string>): Promise<string>;
  /** The page a hosted URL redirects to first (a portal flow's own page). */
  opened(url: string): Promise<string>;
  advance(email: string, days: number): Promise<unknown>;
  hits(): Promise<{ clientId: string; events: { name: string; params: Record<string, unknown> }[] }[]>;
  /**
   * The events of the hits whose answer the API gave up waiting for (a timeout): the collector may
   * have them, and a purchase among them is sent again (api/subscribers/subscription-hits.ts).
   */
  timedOutHits(): { name: string; params: Record<string, unknown> }[];
  deliveries(): Promise<{ eventId: string; type: string; objectId: string; status: number | string }[]>;
  redeliver(eventId: string): Promise<{ status: number | string }>;
  /** The mails the mail stand-in took, newest first (GET /mail/messages), to one address if named. */
  mails(to?: string): Promise<StandInMail[]>;
  stop(): Promise<void>;
}

/**
 * `network`: the API's way to the services it calls (a test's faulty one: faulty-network.ts);
 * `answerBudgetMs`: how long a person's request may take (the API's own when unset).
 */
export async function startSubscriberWorld(
  database: DatabaseAccess,
  { network, answerBudgetMs }: { network?: typeof fetch; answerBudgetMs?: number } = {},
): Promise<SubscriberWorld> {
  const profiles = new Map<string, { email: string; email_verified: boolean } | "down">();
  const identity = await startTestIdentity((person) => {
    const profile = profiles.get(person);
    return profile === "down" ? null : { ...profile };
  });
  const { issuer } = identity;

  const timedOut: { name: string; params: Record<string, unknown> }[] = [];
  const through = network ?? fetch;
  const watched: typeof fetch = async (input, init) => {
    try {
      return await through(input, init);
    } catch (error) {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (error instanceof Error && error.name === "TimeoutError" && url.pathname === "/mp/collect")
        timedOut.push(...(JSON.parse(String(init?.body)) as { events: (typeof timedOut)[number][] }).events);
      throw error;
    }
  };

  const handler: { api?: Api } = {};
  const siteServer = createServer((req, res) => {
    if (!handler.api) return void res.writeHead(503).end();
    void serveApi(handler.api.handle, req, res, []);
  });
  const site = await listen(siteServer);
  const servicesServer = await startLocalServices({
    port: 0,
    siteOrigins: [site],
    clientId: "test",
    productName: "Snapsong",
  });
  const services = `http://localhost:${(servicesServer.address() as AddressInfo).port}`;
  const api = (handler.api = createApi(
    {
      ...localApiEnv(services, {}),
      AUTH0_DOMAIN: issuer,
      AUTH0_AUDIENCE: AUDIENCE,
      AUTH0_CLIENT_ID: TEST_CLIENT_ID,
      SITE_URL: site,
    },
    { database: () => database, log: () => {}, fetch: watched, answerBudgetMs },
  ));

  const standIn = async (path: string, init?: RequestInit) => {
    const response = await fetch(new URL(path, services), init);
    return response.json();
  };

  return {
    site,
    services,
    api,
    token: (person, { audience = AUDIENCE, expiresIn = "1h", permissions } = {}) =>
      identity.token(person, { audience, expiresIn, permissions }),
    profile: (person, profile) => profiles.set(person, profile),
    call: (method, path, { token, body } = {}) =>
      fetch(new URL(path, site), {
        method,
        headers: {
          ...(token && { Authorization: `Bearer ${token}` }),
          ...(body !== undefined && { "Content-Type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    async submit(url, fields = {}) {
      // A buyer ticks the checkout's terms box (consent collection) before Pay.
      const pay: Record<string, string> = url.endsWith("/pay") ? { terms_of_service: "accepted" } : {};
      const response = await fetch(new URL(url, services), {
        method: "POST",
        body: new URLSearchParams({ ...pay, ...fields }),
        redirect: "manual",
      });
      if (response.status !== 303) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
      return response.headers.get("location")!;
    },
    async opened(url) {
      const response = await fetch(new URL(url, services), { redirect: "manual" });
      return new URL(response.headers.get("location") ?? url, services).pathname;
    },
    advance: (email, days) =>
      standIn("/test-clock/advance", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email, days }),
      }),
    hits: () => standIn("/mp/hits"),
    timedOutHits: () => [...timedOut],
    deliveries: () => standIn("/checkout/webhook-deliveries"),
    redeliver: (eventId) => standIn(`/events/${eventId}/redeliver`, { method: "POST" }),
    async mails(to) {
      const mails = (await standIn("/mail/messages")) as StandInMail[];
      return to ? mails.filter((mail) => [mail.to].flat().includes(to)) : mails;
    },
    async stop() {
      await api.close();
      for (const server of [siteServer, servicesServer]) server.closeAllConnections();
      await Promise.all([
        ...[siteServer, servicesServer].map((server) => new Promise((resolve) => server.close(resolve))),
        identity.stop(),
      ]);
    },
  };
}
