// An identity stand-in of a test's own (local/identity/provider.ts) on a free loopback port: the
// site's application and API, a Management API client for the machine-to-machine application, and
// the requests the site's SDK makes, spoken without a browser (protocol-login.ts).
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { ManagementClient } from "auth0";
import { createAccountStore } from "../../local/identity/accounts";
import { standInManagementOptions } from "../../local/identity/management/sdk-options";
import { createIdentityProvider } from "../../local/identity/provider";
import { protocolLogin } from "./protocol-login";
import { afterAll, beforeAll } from "vitest";

export const AUDIENCE = "https://api.example.com/";
export const CLIENT_ID = "site-client";
/** Registered, never called: a login ends at its redirect, read from the Location header. */
export const SITE = "http://localhost:3000";
export const MACHINE = { clientId: "management-client", clientSecret: "management-secret" };

export async function startIdentityStandIn() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = createIdentityProvider({
    origin,
    siteOrigins: [SITE],
    clientId: CLIENT_ID,
    clientName: "Snapsong",
    apiAudience: AUDIENCE,
    accounts: createAccountStore(),
    managementClient: MACHINE,
  });
  server.on("request", provider.callback());

  /** A token for the Management API, as the machine-to-machine application asks for one. */
  async function managementToken(params: Record<string, string> = {}) {
    const response = await fetch(`${origin}/oauth/token`, {
      method: "POST",
      body: new URLSearchParams({
        grant_type: "client_credentials",
        client_id: MACHINE.clientId,
        client_secret: MACHINE.clientSecret,
        audience: `${origin}/api/v2/`,
        ...params,
      }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, string> };
  }

  /** /authorize as the site's SDK calls it, answered without following: a redirect, or a page of the provider's. */
  async function authorize(params: Record<string, string>) {
    const query = new URLSearchParams({
      client_id: CLIENT_ID,
      response_type: "code",
      scope: "openid",
      code_challenge: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
      code_challenge_method: "S256",
      state: "state",
      ...params,
    });
    const response = await fetch(`${origin}/authorize?${query}`, { redirect: "manual" });
    return { status: response.status, text: await response.text() };
  }

  return {
    origin,
    management: new ManagementClient({ ...standInManagementOptions(origin), ...MACHINE }),
    /** The site's SDK signing in at `redirectUri`, as a new person unless `email` names one. */
    login: (redirectUri = `${SITE}/pricing`, email?: string) =>
      protocolLogin({ origin, clientId: CLIENT_ID, redirectUri, email }),
    managementToken,
    authorize,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type IdentityStandIn = Awaited<ReturnType<typeof startIdentityStandIn>>;

/** The stand-in for one test file: started before its tests, closed after them; read it in a test. */
export function identityStandInForTests(): () => IdentityStandIn {
  let identity: IdentityStandIn | undefined;
  beforeAll(async () => {
    identity = await startIdentityStandIn();
  });
  afterAll(() => identity?.close());
  return () => identity!;
}
