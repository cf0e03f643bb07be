// An identity provider of a test's own (or a bench's), reduced to what the API asks of one: its
// signing key's public half at Auth0's JWKS path, and `/userinfo` for a person's email when a
// profile is given. It signs access tokens for any person, as Auth0 issues them: to the site's
// application (`TEST_CLIENT_ID` as their `azp`) unless told another.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, jwtVerify, SignJWT, type CryptoKey } from "jose";

export const TEST_KEY_ID = "test-key";
/** The application the tokens are issued to: the API's AUTH0_CLIENT_ID in the tests. */
export const TEST_CLIENT_ID = "snapsong-test";

export interface TokenClaims {
  audience: string;
  /** jose's time span (`1h`, `-5min`); Auth0's default lifetime is 24 h. */
  expiresIn?: string;
  permissions?: string[];
  /** The application it was issued to (`azp`). */
  clientId?: string;
}

export interface TestIdentity {
  /** Its issuer, as its tokens name it (Auth0's, with a trailing slash). */
  issuer: string;
  keys: { publicKey: CryptoKey; privateKey: CryptoKey };
  /** How often its key set has been fetched. */
  keySetRequests(): number;
  token(person: string, claims: TokenClaims): Promise<string>;
  stop(): Promise<void>;
}

/** `profileOf`: what `/userinfo` says of the token's person (`null` answers 503, as a provider that is down). */
export async function startTestIdentity(
  profileOf?: (person: string) => Record<string, unknown> | null,
): Promise<TestIdentity> {
  const keys = await generateKeyPair("RS256", { extractable: true });
  const jwks = JSON.stringify({
    keys: [{ ...(await exportJWK(keys.publicKey)), kid: TEST_KEY_ID, alg: "RS256", use: "sig" }],
  });
  let keySetRequests = 0;
  const server = createServer((req, res) => {
    const answer = (status: number, body: string) =>
      res.writeHead(status, { "Content-Type": "application/json" }).end(body);
    if (req.url === "/.well-known/jwks.json") {
      keySetRequests += 1;
      return answer(200, jwks);
    }
    if (req.url !== "/userinfo" || !profileOf) return answer(404, "{}");
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1] ?? "";
    jwtVerify(token, keys.publicKey).then(
      ({ payload }) => {
        const profile = profileOf(payload.sub!);
        if (!profile) return answer(503, JSON.stringify({ error: "temporarily_unavailable" }));
        answer(200, JSON.stringify({ sub: payload.sub, ...profile }));
      },
      () => answer(401, JSON.stringify({ error: "invalid_token" })),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return {
    issuer,
    keys,
    keySetRequests: () => keySetRequests,
    token: (person, { audience, expiresIn = "24h", permissions, clientId = TEST_CLIENT_ID }) =>
      new SignJWT({ scope: "openid profile email", azp: clientId, ...(permissions && { permissions }) })
        .setProtectedHeader({ alg: "RS256", kid: TEST_KEY_ID })
        .setIssuer(issuer)
        .setAudience(audience)
        .setSubject(person)
        .setIssuedAt()
        .setExpirationTime(expiresIn)
        .sign(keys.privateKey),
    stop() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
