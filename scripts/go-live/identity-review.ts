// The identity provider as the site expects it, from outside: its discovery document names the
// issuer the API verifies (with a trailing slash, as Auth0's) and a JWKS with an RS256 key; the
// application and the API themselves are read with the Management API (identity-settings-review.ts).
import type { GoLiveSettings } from "./settings.ts";
import { ok, problem, type Finding } from "./findings.ts";

const TIMEOUT_MS = 10_000;

async function json(url: string): Promise<unknown> {
  const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

export async function reviewIdentityProvider({ build }: GoLiveSettings): Promise<Finding[]> {
  const origin = build.auth.origin;
  const discoveryUrl = `${origin}/.well-known/openid-configuration`;
  let discovery: { issuer?: string; jwks_uri?: string };
  try {
    discovery = (await json(discoveryUrl)) as typeof discovery;
  } catch (error) {
    return [
      problem(
        "Identity provider",
        `its discovery document could not be read (${error instanceof Error ? error.message : String(error)})`,
        "check VITE_AUTH0_DOMAIN (the tenant's domain or custom domain)",
      ),
    ];
  }
  const findings: Finding[] = [];
  const issuer = `${origin}/`;
  findings.push(
    discovery.issuer === issuer
      ? ok("Identity provider", `issuer ${issuer}`)
      : problem(
          "Identity provider",
          `its issuer is ${discovery.issuer ?? "missing"}, not ${issuer}`,
          "set VITE_AUTH0_DOMAIN to the domain the tenant issues tokens for",
        ),
  );
  try {
    const { keys = [] } = (await json(discovery.jwks_uri ?? `${origin}/.well-known/jwks.json`)) as {
      keys?: { kty?: string; alg?: string; use?: string }[];
    };
    const signing = keys.filter((key) => key.kty === "RSA" && (key.alg ?? "RS256") === "RS256" && key.use !== "enc");
    findings.push(
      signing.length
        ? ok("Signing keys", `${signing.length} RS256 key${signing.length > 1 ? "s" : ""} in the JWKS`)
        : problem(
            "Signing keys",
            "the JWKS has no RS256 key",
            "sign the API's tokens with RS256 (Auth0 → APIs → the API → Settings)",
          ),
    );
  } catch (error) {
    findings.push(
      problem(
        "Signing keys",
        `the JWKS could not be read (${error instanceof Error ? error.message : String(error)})`,
        "check the tenant",
      ),
    );
  }
  return findings;
}
