// Who may ask the subscriber API, on every deploy target (Node, nginx proxying to Node, Cloudflare
// Pages Functions in workerd, whose database is a PostgreSQL reached through node-postgres): a person
// with an access token from the identity stand-in, got through the protocol as the site's SDK gets
// it (testing/stand-in-harnesses/protocol-login.ts); every target trusts that issuer for the site's API
// (playwright.config.ts). A real token is checked with jose against the stand-in's keys, and the
// answer read from the database, migrated on first use.
import { decodeJwt, decodeProtectedHeader, generateKeyPair, SignJWT } from "jose";
import { protocolLogin } from "../testing/stand-in-harnesses/protocol-login";
import { baseURL as siteURL } from "../playwright.config";
import { NO_SUBSCRIPTION } from "../app/contracts/subscription-api";
import { expect, test } from "./fixtures";
import { API_AUDIENCE, CLIENT_ID, IDENTITY_ORIGIN } from "./identity";

/** A new person's access token for the site's API. */
const signUpForToken = () =>
  protocolLogin({ origin: IDENTITY_ORIGIN, clientId: CLIENT_ID, redirectUri: `${siteURL}/pricing` }).accessToken(
    API_AUDIENCE!,
  );

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

test("refuses a request without an access token", async ({ request }) => {
  const asked: Record<string, string>[] = [{}, { Authorization: "Basic c29tZW9uZTpzZWNyZXQ=" }];
  for (const headers of asked) {
    const response = await request.get("/api/subscription", { headers });
    expect(response.status()).toBe(401);
    expect(response.headers()["www-authenticate"]).toMatch(/^Bearer realm="api"/);
    expect(response.headers()["cache-control"]).toBe("no-store");
  }
});

test("refuses a forged access token: a real one's claims signed with another key", async ({ request }) => {
  const real = await signUpForToken();
  const { privateKey } = await generateKeyPair("RS256");
  const forged = await new SignJWT(decodeJwt(real))
    .setProtectedHeader(decodeProtectedHeader(real) as { alg: string })
    .sign(privateKey);
  const response = await request.get("/api/subscription", { headers: bearer(forged) });
  expect(response.status()).toBe(401);
  expect(response.headers()["www-authenticate"]).toMatch(/^Bearer realm="api", error="invalid_token"/);
});

test("answers a stranger with a valid token: no subscription, no trial used, their email not verified", async ({
  request,
}) => {
  const response = await request.get("/api/subscription", { headers: bearer(await signUpForToken()) });
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("no-store");
  // The identity provider's /userinfo, asked with the person's token, says their email is not verified yet.
  expect(await response.json()).toEqual({ ...NO_SUBSCRIPTION, emailVerified: false });
});
