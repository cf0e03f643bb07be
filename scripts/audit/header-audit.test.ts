// MDN's HTTP Observatory grades both https deployments A+ (score ≥ 100, no failed test): nginx
// with the generated config, and the Node server behind a TLS proxy with TRUST_PROXY=1. The build
// has production settings (the local stand-ins are plain http, which the CSP check marks down).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeFixtureBuild, productionLegal, type FixtureBuild } from "../../testing/server/fixture-build.ts";
import { freeLoopbackPort } from "../site-process.ts";
import { auditHeaders, type ObservatoryResult } from "./header-audit.ts";

let build: FixtureBuild;
let results: { nginx: ObservatoryResult; node: ObservatoryResult };

beforeAll(async () => {
  build = await makeFixtureBuild({
    env: { ...productionLegal, VITE_SITE_URL: "https://snapsong.example", VITE_AUTH0_DOMAIN: "snapsong.eu.auth0.com" },
  });
  const port = () => freeLoopbackPort();
  results = await auditHeaders(build.clientDir, {
    nginx: [await port(), await port()],
    node: [await port(), await port()],
  });
}, 120_000);
afterAll(() => build?.remove());

describe.each(["nginx", "node"] as const)("the %s deployment", (target) => {
  it("is graded A+ with no failed test", () => {
    const result = results[target];
    expect(result.tests.filter((test) => !test.pass)).toEqual([]);
    expect(result.grade).toBe("A+");
    expect(result.score).toBeGreaterThanOrEqual(100);
  });

  it("redirects http to https and sends HSTS for at least six months", () => {
    const byName = Object.fromEntries(results[target].tests.map((test) => [test.name, test.result]));
    expect(byName["redirection"]).toBe("redirection-to-https");
    expect(byName["strict-transport-security"]).toBe("hsts-implemented-max-age-at-least-six-months");
    expect(byName["content-security-policy"]).toMatch(/^csp-implemented-with-no-unsafe/);
  });
});
