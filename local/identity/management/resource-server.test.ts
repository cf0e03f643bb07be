// The site's API through the identity stand-in's Management API (the official `auth0` SDK, as the
// preflight calls it): read and changed, and the access tokens the provider issues for it following
// from the next request on.
import { decodeJwt } from "jose";
import { describe, expect, it } from "vitest";
import { OWNER_PERMISSION } from "../../../app/contracts/experiment-api.ts";
import { AUDIENCE, SITE, identityStandInForTests } from "../../../testing/stand-in-harnesses/identity-stand-in";

const identity = identityStandInForTests();

describe("the site's API", () => {
  it("is the API the site's access tokens are for: RS256, RBAC with the permissions in the token", async () => {
    const api = await identity().management.resourceServers.get(AUDIENCE);
    expect(api).toMatchObject({
      identifier: AUDIENCE,
      signing_alg: "RS256",
      allow_offline_access: true,
      enforce_policies: true,
      token_dialect: "access_token_authz",
      scopes: [{ value: OWNER_PERMISSION }],
    });
    expect(api.id).toMatch(/^[0-9a-f]{24}$/);
    expect(await identity().management.resourceServers.get(api.id!)).toEqual(api);
    const page = await identity().management.resourceServers.list({ identifiers: [AUDIENCE] });
    expect(page.data).toEqual([api]);
    await expect(identity().management.resourceServers.get("https://other.example.com/")).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it("decides the tokens for it: their lifetime, and whether the owner's permission is in them", async () => {
    const api = await identity().management.resourceServers.get(AUDIENCE);
    const owner = identity().login(`${SITE}/pricing`, "owner@snapsong.example");
    const { body: tokens } = await owner.codeExchange(AUDIENCE);
    expect(decodeJwt(tokens.access_token!)).toMatchObject({ permissions: [OWNER_PERMISSION] });
    let refreshToken = tokens.refresh_token!;
    const refreshed = async () => {
      const { body } = await owner.tokenRequest({ grant_type: "refresh_token", refresh_token: refreshToken });
      refreshToken = body.refresh_token!;
      return decodeJwt(body.access_token!);
    };

    await identity().management.resourceServers.update(api.id!, { token_lifetime: 600, scopes: [] });
    const claims = await refreshed();
    expect(claims.exp! - claims.iat!).toBe(600);
    expect(claims.permissions).toEqual([]);

    await identity().management.resourceServers.update(AUDIENCE, {
      token_lifetime: api.token_lifetime,
      scopes: api.scopes,
    });
    expect(await refreshed()).toMatchObject({ permissions: [OWNER_PERMISSION] });
    await expect(
      identity().management.resourceServers.update(AUDIENCE, { identifier: "https://x.example/" } as never),
    ).rejects.toMatchObject({
      statusCode: 400,
      body: { errorCode: "invalid_body" },
    });
  });
});
