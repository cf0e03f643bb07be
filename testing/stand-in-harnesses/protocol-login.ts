// Signing up at the identity stand-in (local/identity/provider.ts) as the site's SDK speaks the protocol, with no
// browser: /authorize with PKCE (and Auth0's `audience`), the hosted sign-up form filled in as a
// visitor would, back to the site's redirect URI, and the code exchanged at /oauth/token. For tests
// that need a real access token: local/identity/access-token.test.ts and the end-to-end API checks
// (e2e/server-subscribers.spec.ts).
import { createHash, randomBytes } from "node:crypto";

export interface ProtocolClient {
  /** The identity provider's origin. */
  origin: string;
  clientId: string;
  /** Registered, never called: the login ends at its redirect, read from the Location header. */
  redirectUri: string;
  /** The email every sign-up uses; a new one each time by default. */
  email?: string;
}

const base64url = (bytes: Buffer) => bytes.toString("base64url");

export function protocolLogin({ origin, clientId, redirectUri, email }: ProtocolClient) {
  const site = new URL(redirectUri).origin;

  /** A browser's part, by hand: cookies kept by name, redirects followed until they leave for the site. */
  function browser() {
    const cookies = new Map<string, string>();
    const request = async (url: string, init: RequestInit = {}) => {
      const response = await fetch(new URL(url, origin), {
        ...init,
        redirect: "manual",
        headers: { ...init.headers, cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join("; ") },
      });
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(";");
        const [name, value] = pair!.split(/=(.*)/s) as [string, string];
        if (value) cookies.set(name, value);
        else cookies.delete(name);
      }
      return response;
    };
    /** Follows the provider's redirects; resolves with the URL it sends the visitor back to the site with. */
    const follow = async (response: Response): Promise<URL> => {
      for (let hops = 0; hops < 10; hops++) {
        const location = response.headers.get("location");
        if (!location) throw new Error(`No redirect: ${response.status} ${await response.text()}`);
        const next = new URL(location, origin);
        if (next.origin === site) return next;
        // The stand-in's sign-up page: fill in its form as a visitor would.
        const signUpPage = /^\/interaction\/([\w-]+)$/.exec(next.pathname);
        const page = await request(next.href);
        if (signUpPage && page.status === 200) {
          const action = `/interaction/${signUpPage[1]}/signup`;
          if (!(await page.text()).includes(`action="${action}"`)) throw new Error(`No sign-up form at ${next.href}`);
          response = await request(action, {
            method: "POST",
            headers: { "content-type": "application/x-www-form-urlencoded" },
            body: new URLSearchParams({
              name: "Ana Lima",
              email: email ?? `ana-${randomBytes(6).toString("hex")}@example.com`,
              password: "long enough",
            }),
          });
        } else {
          response = page;
        }
      }
      throw new Error("Too many redirects");
    };
    return { request, follow };
  }

  /** The SDK's login: /authorize with PKCE (and Auth0's `audience`), the hosted sign-up, back to the site. */
  async function signUp(audience?: string) {
    const visitor = browser();
    const verifier = base64url(randomBytes(32));
    const state = base64url(randomBytes(16));
    const query = new URLSearchParams({
      client_id: clientId,
      redirect_uri: redirectUri,
      response_type: "code",
      response_mode: "query",
      scope: "openid profile email offline_access",
      state,
      nonce: base64url(randomBytes(16)),
      code_challenge: base64url(createHash("sha256").update(verifier).digest()),
      code_challenge_method: "S256",
      screen_hint: "signup",
      ...(audience && { audience }),
    });
    const back = await visitor.follow(await visitor.request(`/authorize?${query}`));
    return { back, verifier, state };
  }

  /** A token request, form-encoded as the SDK sends it. */
  async function tokenRequest(params: Record<string, string>) {
    const response = await fetch(`${origin}/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: site },
      body: new URLSearchParams({ client_id: clientId, ...params }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, string> };
  }

  /** A new person's sign-up and the SDK's code exchange, which names no audience: the provider uses the one granted. */
  async function codeExchange(audience?: string) {
    const { back, verifier, state } = await signUp(audience);
    const code = back.searchParams.get("code");
    if (back.searchParams.get("state") !== state || !code)
      throw new Error(`The login came back without its code: ${back}`);
    return tokenRequest({ grant_type: "authorization_code", code, code_verifier: verifier, redirect_uri: redirectUri });
  }

  /** A new person's access token for the API `audience`. */
  async function accessToken(audience: string): Promise<string> {
    const { status, body } = await codeExchange(audience);
    if (status !== 200 || !body.access_token) throw new Error(`No access token (${status}): ${JSON.stringify(body)}`);
    return body.access_token;
  }

  return { signUp, tokenRequest, codeExchange, accessToken };
}
