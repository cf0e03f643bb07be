// Going live against stand-ins of a test's own: a site whose API is made once setup has printed its
// settings, the local stand-ins on a free port (the payment account seeded or new), and the
// settings `npm run setup:payments` and `npm run preflight` read, as against the real services.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Api } from "../../api/api.ts";
import { stripeClient } from "../../api/stripe-client.ts";
import { startLocalServices } from "../../local/services.ts";
import { goLiveSettings, type GoLiveSettings } from "../../scripts/go-live/settings.ts";
import { setupPayments } from "../../scripts/go-live/setup.ts";
import { serveApi } from "../../server/api-bridge.ts";

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, "localhost", () => resolve(`http://localhost:${(server.address() as AddressInfo).port}`)),
  );
const close = (server: Server) => {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(resolve));
};

/** A site (its API once made), the stand-ins, and the settings both commands read. */
export async function startGoLiveWorld(paymentCatalogue: "seeded" | "empty") {
  const handler: { api?: Api } = {};
  const site = createServer((req, res) => {
    if (!handler.api) return void res.writeHead(503).end();
    void serveApi(handler.api.handle, req, res, []);
  });
  const siteUrl = await listen(site);
  const settingsFor = (port: number, extra: Record<string, string> = {}) =>
    goLiveSettings({ LOCAL_SERVICES_PORT: String(port), SITE_URL: siteUrl, ...extra });
  const bare = settingsFor(1); // for the build's names only, before the stand-ins have a port
  const services = await startLocalServices({
    port: 0,
    siteOrigins: [siteUrl],
    clientId: bare.build.auth.clientId,
    productName: bare.build.productName,
    paymentCatalogue,
  });
  const port = (services.address() as AddressInfo).port;
  const origin = `http://localhost:${port}`;
  return {
    siteUrl,
    origin,
    handler,
    settings: (extra?: Record<string, string>) => settingsFor(port, extra),
    stripe: (settings: GoLiveSettings) => stripeClient(settings.server.stripe, fetch, 20_000),
    async stop() {
      await handler.api?.close();
      await Promise.all([close(site), close(services)]);
    },
  };
}

export type GoLiveWorld = Awaited<ReturnType<typeof startGoLiveWorld>>;

/** `npm run setup:payments` (`--apply` when `apply`): what it did, and what it printed. */
export async function runSetup(settings: GoLiveSettings, apply: boolean) {
  const lines: string[] = [];
  const result = await setupPayments(settings, { apply }, (line) => lines.push(line));
  return { ...result, text: lines.join("\n") };
}
