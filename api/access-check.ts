// Who asks the subscriber routes: the person an access token from the identity provider names.
// (Provisional: replaced by the verifier in access-token.ts.)
import { createRemoteJWKSet, jwtVerify } from "jose";
import type { AccessCheck } from "./handler.ts";

export function accessCheck(
  { issuer, audience }: { issuer: string; audience: string },
  fetchFn: typeof fetch,
): AccessCheck {
  void fetchFn;
  const keys = createRemoteJWKSet(new URL(".well-known/jwks.json", issuer));
  return async (authorization) => {
    const token = /^Bearer ([\w-]+\.[\w-]+\.[\w-]+)$/.exec(authorization ?? "")?.[1];
    if (!token) return { ok: false, status: 401, challenge: 'Bearer realm="api"' };
    try {
      const { payload } = await jwtVerify(token, keys, { issuer, audience, algorithms: ["RS256"], clockTolerance: 60 });
      if (!payload.sub) throw new Error("no sub");
      return { ok: true, person: payload.sub };
    } catch {
      return { ok: false, status: 401, challenge: 'Bearer error="invalid_token"' };
    }
  };
}
