// The identity stand-in's token for its Management API, as the preflight asks for it with the
// official `auth0` SDK: Auth0's JWT for the machine-to-machine application's secret, needed for
// every call, with the scope each call needs.
import { ManagementClient } from "auth0";
import { decodeJwt } from "jose";
import { describe, expect, it } from "vitest";
import {
  AUDIENCE,
  CLIENT_ID,
  MACHINE,
  identityStandInForTests,
} from "../../../testing/stand-in-harnesses/identity-stand-in";
import { standInManagementOptions } from "./sdk-options";

const identity = identityStandInForTests();

describe("the Management API's token", () => {
  it("is Auth0's JWT for the machine-to-machine application's secret, and a wrong secret is refused", async () => {
    const { status, body } = await identity().managementToken();
    expect(status).toBe(200);
    expect(body).toMatchObject({
      token_type: "Bearer",
      expires_in: 86400,
      scope: "read:clients update:clients read:resource_servers update:resource_servers",
    });
    expect(decodeJwt(body.access_token!)).toMatchObject({
      iss: `${identity().origin}/`,
      sub: `${MACHINE.clientId}@clients`,
      aud: `${identity().origin}/api/v2/`,
      gty: "client-credentials",
      azp: MACHINE.clientId,
    });

    const wrong = new ManagementClient({
      ...standInManagementOptions(identity().origin),
      ...MACHINE,
      clientSecret: "not it",
    });
    await expect(wrong.clients.get(CLIENT_ID)).rejects.toMatchObject({
      statusCode: 401,
      body: { error: "access_denied", error_description: "Unauthorized" },
    });
    // Only for the Management API, and only its scopes.
    expect(await identity().managementToken({ audience: AUDIENCE })).toMatchObject({
      status: 403,
      body: { error: "access_denied" },
    });
    expect(await identity().managementToken({ scope: "read:users" })).toMatchObject({
      status: 403,
      body: { error: "access_denied", error_description: "Client has not been granted scopes: read:users" },
    });
  });

  it("is needed for every call (401), with the scope the call needs (403)", async () => {
    const missing = await fetch(`${identity().origin}/api/v2/clients/${CLIENT_ID}`);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ statusCode: 401, error: "Unauthorized", message: "Missing authentication" });
    // A person's access token for the site's API is not one.
    const personal = await identity().login().accessToken(AUDIENCE);
    const stranger = new ManagementClient({ ...standInManagementOptions(identity().origin), token: personal });
    await expect(stranger.clients.get(CLIENT_ID)).rejects.toMatchObject({
      statusCode: 401,
      body: { statusCode: 401, error: "Unauthorized", message: "Invalid token" },
    });

    const { body } = await identity().managementToken({ scope: "read:clients" });
    const reader = new ManagementClient({ ...standInManagementOptions(identity().origin), token: body.access_token! });
    expect(await reader.clients.get(CLIENT_ID)).toMatchObject({ client_id: CLIENT_ID });
    await expect(reader.clients.update(CLIENT_ID, { name: "Renamed" })).rejects.toMatchObject({
      statusCode: 403,
      body: {
        statusCode: 403,
        error: "Forbidden",
        message: "Insufficient scope, expected any of: update:clients,update:client_keys",
        errorCode: "insufficient_scope",
      },
    });
    await expect(reader.resourceServers.get(AUDIENCE)).rejects.toMatchObject({ statusCode: 403 });
  });
});
