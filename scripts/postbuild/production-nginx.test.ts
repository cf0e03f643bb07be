// build/nginx/site.conf as the build writes it, run by Debian's nginx as docs/operations.md, "nginx", has
// it copied to /etc/nginx/conf.d/: only the deploy-specific lines (ports, certificate) differ here.
import { readFileSync } from "node:fs";
import { connect } from "node:http2";
import { request } from "node:https";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { NGINX_CONFIG_FILE } from "../../server/build-output.ts";
import { makeFixtureBuild, productionLegal, type FixtureBuild } from "../../testing/server/fixture-build.ts";
import { rawGet } from "../../testing/server/raw-http.ts";
import { makeLocalTls, type LocalTls } from "../audit/local-ca.ts";
import { freeLoopbackPort } from "../site-process.ts";
import { startNginxWith, type RunningServer } from "../nginx/start-nginx.ts";
import { brotliModuleEnabled } from "./nginx-brotli.ts";
import { ACCESS_LOG, TLS_CERTIFICATE, TLS_CERTIFICATE_KEY } from "./production-nginx.ts";

let build: FixtureBuild;
let tls: LocalTls;
let nginx: RunningServer;
let httpPort: number;
let httpsPort: number;
let accessLog: string;

beforeAll(async () => {
  build = await makeFixtureBuild({ env: { ...productionLegal, VITE_SITE_URL: "https://snapsong.example" } });
  tls = await makeLocalTls();
  [httpPort, httpsPort] = [await freeLoopbackPort(), await freeLoopbackPort()];
  const config = readFileSync(join(build.buildDir, NGINX_CONFIG_FILE), "utf8")
    .replace(/listen 80;/, `listen 127.0.0.1:${httpPort};`)
    .replace(/listen 443 ssl/, `listen 127.0.0.1:${httpsPort} ssl`)
    .replaceAll(TLS_CERTIFICATE, tls.certificate)
    .replaceAll(TLS_CERTIFICATE_KEY, tls.certificateKey)
    .replaceAll(ACCESS_LOG, (accessLog = join(build.buildDir, "access.log")));
  nginx = await startNginxWith(config, `https://127.0.0.1:${httpsPort}`);
}, 60_000);
afterAll(async () => {
  await nginx?.stop();
  await tls?.remove();
  await build?.remove();
});

function httpsGet(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  const ca = readFileSync(tls.caCertificate);
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", servername: "localhost", port: httpsPort, path, ca, headers }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

it("serves the site's own name with the site's pages over https, with HSTS and the CSP", async () => {
  const response = await httpsGet("/pricing");
  expect(response.status).toBe(200);
  expect(response.body).toContain("<h1>Page /pricing</h1>");
  expect(response.headers["strict-transport-security"]).toBe("max-age=31536000");
  expect(response.headers["content-security-policy"]).toMatch(/^default-src 'self'/);
});

it("speaks HTTP/2 to browsers that offer it: a page and its files on one connection", async () => {
  const session = connect(`https://localhost:${httpsPort}`, { ca: readFileSync(tls.caCertificate) });
  try {
    const get = (path: string) =>
      new Promise<{ status: unknown; csp: unknown }>((resolve, reject) => {
        const stream = session.request({ ":path": path });
        stream.on("response", (headers) =>
          resolve({ status: headers[":status"], csp: headers["content-security-policy"] }),
        );
        stream.on("error", reject);
        stream.resume();
      });
    const [page, icon] = await Promise.all([get("/pricing"), get("/favicon.svg")]);
    expect(session.alpnProtocol).toBe("h2");
    expect(page).toEqual({ status: 200, csp: expect.stringMatching(/^default-src 'self'/) });
    expect(icon.status).toBe(200);
  } finally {
    session.close();
  }
});

it("sends the precompressed copies: brotli where Debian's nginx loads the module, else gzip", async () => {
  const response = await httpsGet("/pricing", { "Accept-Encoding": "gzip, br" });
  expect(response.status).toBe(200);
  expect(response.headers["content-encoding"]).toBe(brotliModuleEnabled() ? "br" : "gzip");
  expect(response.headers["vary"]).toBe("Accept-Encoding");
});

it("answers unknown paths with the designed page and 404, with HSTS too", async () => {
  const response = await httpsGet("/no-such-page");
  expect(response.status).toBe(404);
  expect(response.body).toContain("<h1>Not found</h1>");
  expect(response.headers["strict-transport-security"]).toBe("max-age=31536000");
});

it("sends plain-http requests to the same URL over https", async () => {
  const response = await rawGet(httpPort, "/pricing?code=abc", { Host: "snapsong.example" });
  expect(response.status).toBe(301);
  expect(response.headers["location"]).toBe("https://snapsong.example/pricing?code=abc");
  expect(response.headers["content-security-policy"]).toMatch(/^default-src 'self'/);
});

it("logs requests without a login code, state, iss or token: no query, in the path or the Referer", async () => {
  const secrets = ["c0de-secret", "st4te-secret", "iss-secret", "t0ken-secret"];
  const callback = `/pricing?code=${secrets[0]}&state=${secrets[1]}&iss=https%3A%2F%2F${secrets[2]}.example%2F`;
  expect((await httpsGet(callback)).status).toBe(200);
  // The page's own files and API calls carry its address as their Referer.
  expect((await httpsGet("/favicon.svg", { Referer: `https://snapsong.example${callback}` })).status).toBe(200);
  expect((await httpsGet(`/no-such-page?access_token=${secrets[3]}`)).status).toBe(404);
  await rawGet(httpPort, `/pricing?code=${secrets[0]}`, { Host: "snapsong.example" });
  const log = readFileSync(accessLog, "utf8");
  expect(log).toContain('"GET /pricing HTTP/1.1" 200');
  expect(log).toContain('"GET /favicon.svg HTTP/1.1" 200');
  expect(log).toContain('"https://snapsong.example/pricing"');
  expect(log).toContain('"GET /no-such-page HTTP/1.1" 404');
  for (const secret of secrets) expect(log).not.toContain(secret);
});

it("refuses a flood of checkout lookups from one address itself, before the API: 429 as JSON with Retry-After", async () => {
  const answers = [];
  for (let index = 0; index < 100; index++)
    answers.push(await httpsGet(`/api/checkout-sessions/cs_test_flood${index}`));
  const refused = answers.filter((answer) => answer.status === 429);
  // Twice the API's own burst gets through to it; nearly all the rest is nginx's.
  expect(refused.length).toBeGreaterThanOrEqual(30);
  const own = refused.find((answer) => answer.headers["retry-after"] === "1")!;
  expect(own.headers["content-type"]).toBe("application/json; charset=utf-8");
  expect(own.headers["cache-control"]).toBe("no-store");
  expect(own.headers["strict-transport-security"]).toBe("max-age=31536000");
  expect(JSON.parse(own.body)).toEqual({ error: expect.stringContaining("Too many requests") });
});
