// A payment stand-in of a test's own: the local services on a free port (the catalogue seeded or
// empty), the official SDK pointed at them, and a site that receives webhooks at any path, keeping
// each event whose signature one of the secrets it was given checks (the site's webhook: the local
// secret; others: the secrets a test adds) while it answers them with success.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { expect } from "vitest";
import { apiPaths } from "../../app/contracts/checkout-api";
import { LOCAL_STRIPE_SECRET_KEY, LOCAL_WEBHOOK_SECRET } from "../../local/api-env";
import { startLocalServices } from "../../local/services";

export interface Received {
  /** The path it was POSTed to. */
  path: string;
  event: Stripe.Event;
}

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, "localhost", () => resolve(`http://localhost:${(server.address() as AddressInfo).port}`)),
  );

export async function startStandIn({ catalogue = "seeded" as "seeded" | "empty" } = {}) {
  const received: Received[] = [];
  const secrets = new Map<string, string>([[apiPaths.stripeWebhook, LOCAL_WEBHOOK_SECRET]]);
  let webhookStatus = 200;
  const site = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const path = new URL(req.url!, "http://site").pathname;
    try {
      const event = await Stripe.webhooks.constructEventAsync(
        Buffer.concat(chunks).toString("utf8"),
        String(req.headers["stripe-signature"]),
        secrets.get(path) ?? "",
      );
      if (webhookStatus === 200) received.push({ path, event });
      res.writeHead(webhookStatus).end();
    } catch {
      res.writeHead(400).end();
    }
  });
  const siteOrigin = await listen(site);
  const services = await startLocalServices({
    port: 0,
    siteOrigins: [siteOrigin],
    clientId: "test",
    productName: "Snapsong",
    paymentCatalogue: catalogue,
  });
  const port = (services.address() as AddressInfo).port;
  const origin = `http://localhost:${port}`;
  const stripe = new Stripe(LOCAL_STRIPE_SECRET_KEY, {
    host: "localhost",
    port,
    protocol: "http",
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 0,
  });

  /** Posts a form as a browser does and answers where the stand-in sends the person. */
  async function submit(path: string, fields: Record<string, string> = {}): Promise<string> {
    const response = await fetch(new URL(path, origin), {
      method: "POST",
      body: new URLSearchParams(fields),
      redirect: "manual",
    });
    expect(response.status).toBe(303);
    return response.headers.get("location")!;
  }

  return {
    stripe,
    origin,
    siteOrigin,
    port,
    received,
    submit,
    page: async (url: string) => fetch(new URL(url, origin)),
    /** Events POSTed to `path` are checked with `secret`. */
    accept: (path: string, secret: string) => secrets.set(path, secret),
    /** The status the site answers webhooks with from now on; an event answered with another than 200 is not kept. */
    answerWebhooks: (status: number) => {
      webhookStatus = status;
    },
    async close() {
      for (const server of [services, site]) server.closeAllConnections();
      await Promise.all([services, site].map((server) => new Promise((resolve) => server.close(resolve))));
    },
  };
}

export type StandIn = Awaited<ReturnType<typeof startStandIn>>;

/** Pays a hosted checkout page's session with a good card; answers where it went and the session's id. */
export async function payOnPage(standIn: StandIn, url: string) {
  const html = await (await standIn.page(url)).text();
  const sessionId = /\/checkout\/sessions\/(cs_local_\w+)\/pay/.exec(html)?.[1];
  expect(sessionId, "the page's checkout session").toBeTruthy();
  const location = await standIn.submit(`/checkout/sessions/${sessionId}/pay`, {
    email: "buyer@example.com",
    terms_of_service: "accepted",
  });
  return { location, sessionId: sessionId!, html };
}
