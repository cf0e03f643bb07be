// The SDK must refuse ID tokens that break the ID-token checks (docs/product.md, Limits). The token endpoint is answered by the
// test with a forged token; one well-formed forgery shows that the harness itself works.
import type { Page } from "@playwright/test";
import { expect, test, waitForStart } from "./fixtures";
import { CLIENT_ID, IDENTITY_ORIGIN, startSignUpWithoutProvider } from "./identity";

const base64url = (value: object | string) =>
  Buffer.from(typeof value === "string" ? value : JSON.stringify(value)).toString("base64url");

function forgeIdToken(header: object, claims: Record<string, unknown>): string {
  return `${base64url(header)}.${base64url(claims)}.${base64url("not-a-real-signature")}`;
}

async function returnWithToken(page: Page, forge: (nonce: string, now: number) => string) {
  await page.goto("/");
  await waitForStart(page);
  const params = await startSignUpWithoutProvider(page);
  const idToken = forge(params.get("nonce")!, Math.floor(Date.now() / 1000));
  await page.route(`${IDENTITY_ORIGIN}/oauth/token`, (route) =>
    route.fulfill({
      status: 200,
      headers: { "access-control-allow-origin": "*", "content-type": "application/json" },
      body: JSON.stringify({
        access_token: "forged-access-token",
        id_token: idToken,
        token_type: "Bearer",
        expires_in: 3600,
        scope: "openid profile email",
      }),
    }),
  );
  // The state is base64 and may hold '+', which a query string would read as a space.
  await page.goto(`/pricing?code=forged-code&state=${encodeURIComponent(params.get("state")!)}`);
}

const goodClaims = (nonce: string, now: number) => ({
  iss: `${IDENTITY_ORIGIN}/`,
  aud: CLIENT_ID,
  sub: "forged|123",
  name: "Mallory Forger",
  nonce,
  iat: now,
  exp: now + 3600,
});
const rs256 = { alg: "RS256", typ: "JWT", kid: "local-rs256" };

test.describe("the harness", () => {
  // Its access token is forged too: the site's API refuses it (401), and the page stays as it is for anyone.
  test.use({ allowedConsoleErrors: [/status of 401/] });

  test("a token passing every claim check signs in", async ({ page }) => {
    await returnWithToken(page, (nonce, now) => forgeIdToken(rs256, goodClaims(nonce, now)));
    await expect(page.getByRole("banner").getByText("Mallory Forger")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/free trial/);
  });
});

const forgeries: [string, (nonce: string, now: number) => string, RegExp][] = [
  [
    "a wrong issuer",
    (n, t) => forgeIdToken(rs256, { ...goodClaims(n, t), iss: "https://evil.example/" }),
    /ID token \(iss\)/,
  ],
  ["a wrong audience", (n, t) => forgeIdToken(rs256, { ...goodClaims(n, t), aud: "someone-else" }), /ID token \(aud\)/],
  ["a wrong nonce", (n, t) => forgeIdToken(rs256, { ...goodClaims(n, t), nonce: "replayed" }), /ID token \(nonce\)/],
  ["HS256", (n, t) => forgeIdToken({ ...rs256, alg: "HS256" }, goodClaims(n, t)), /ID token \(alg\)/],
  [
    "expiry beyond the leeway",
    (n, t) => forgeIdToken(rs256, { ...goodClaims(n, t), exp: t - 120 }),
    /ID token \(exp\)/,
  ],
  [
    "a not-before in the future",
    (n, t) => forgeIdToken(rs256, { ...goodClaims(n, t), nbf: t + 120 }),
    /ID token \(nbf\)/,
  ],
  ["no subject", (n, t) => forgeIdToken(rs256, { ...goodClaims(n, t), sub: undefined }), /ID token \(sub\)/],
];

for (const [what, forge, message] of forgeries) {
  test(`an ID token with ${what} is refused`, async ({ page }) => {
    await returnWithToken(page, forge);
    await expect(page.getByRole("alert")).toContainText(message);
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign Up" })).toBeVisible();
    await expect(page.getByRole("banner").getByText("Mallory Forger")).toHaveCount(0);
  });
}
