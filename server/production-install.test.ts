// The self-hosting install of docs/operations.md, "Node server", done for real: the files a server needs, a
// production install (`npm ci --omit=dev`, so no devDependency is there) and `npm run serve`.
import { execFile, spawn } from "node:child_process";
import { once } from "node:events";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, expect, it } from "vitest";
import { makeFixtureBuild, type FixtureBuild } from "../testing/server/fixture-build.ts";
import { rawGet } from "../testing/server/raw-http.ts";

const run = promisify(execFile);
const projectRoot = join(import.meta.dirname, "..");

/** What a Node deploy copies besides build/ (docs/operations.md, "Node server", lists the same). */
const NODE_DEPLOY_FILES = ["package.json", "package-lock.json", ".npmrc", "tsconfig.json", "server", "api", "app"];

let build: FixtureBuild | undefined;
let appDir: string | undefined;
afterAll(async () => {
  await build?.remove();
  if (appDir) await rm(appDir, { recursive: true, force: true });
});

/** Starts `npm run serve` and resolves with its port once it says where it listens. */
function serve(cwd: string) {
  const child = spawn("npm", ["run", "serve"], {
    cwd,
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", TRUST_PROXY: "1", NODE_ENV: "production" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const exited = once(child, "exit");
  let output = "";
  const port = new Promise<number>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Site: http:\/\/localhost:(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    };
    child.stdout!.on("data", read);
    child.stderr!.on("data", read);
    void exited.then(([code]) => reject(new Error(`npm run serve exited (code ${code}):\n${output}`)));
  });
  return { child, port, exited, output: () => output };
}

it(
  "serves the site from a production install: `npm ci --omit=dev && npm run serve`",
  { timeout: 600_000 },
  async () => {
    build = await makeFixtureBuild();
    appDir = await mkdtemp(join(tmpdir(), "site-production-"));
    for (const file of NODE_DEPLOY_FILES) await cp(join(projectRoot, file), join(appDir, file), { recursive: true });
    await cp(build.buildDir, join(appDir, "build"), { recursive: true });

    await run("npm", ["ci", "--omit=dev", "--no-audit", "--no-fund", "--prefer-offline"], { cwd: appDir });
    // No devDependency was installed, so none can have been loaded.
    expect(existsSync(join(appDir, "node_modules", "vitest"))).toBe(false);
    expect(existsSync(join(appDir, "node_modules", "vite"))).toBe(false);

    const server = serve(appDir);
    const response = await rawGet(await server.port, "/");
    expect(response.status).toBe(200);
    expect(response.body.toString()).toContain("<h1>Page /</h1>");
    expect(response.headers["content-security-policy"]).toMatch(/^default-src 'self'/);
    // Behind a TLS proxy (TRUST_PROXY=1) the server adds HSTS to what came over https.
    const proxied = await rawGet(await server.port, "/", { "X-Forwarded-Proto": "https" });
    expect(proxied.headers["strict-transport-security"]).toBe("max-age=31536000");
    // No payment provider secrets here: the API says so at start and answers 503, the pages go on.
    expect(server.output()).toContain("The site's API is not configured; /api/ answers 503 until it is");
    expect(server.output()).toContain("STRIPE_SECRET_KEY is not set");
    const api = await rawGet(await server.port, "/api/checkout-sessions/cs_test_abc");
    expect(api.status).toBe(503);
    expect(JSON.parse(api.body.toString())).toEqual({ error: "The API is not configured on this server." });

    // The mails render from these files with the production dependencies alone (React Email, React's server renderer).
    const rendered = await run(
      "npx",
      [
        "tsx",
        "--eval",
        `(async () => {
           const { renderMail } = await import("./app/mail/render-mail.tsx");
           const sender = { productName: "Snapsong", contactEmail: "hello@example.com", company: "Snapsong GmbH", address: "Musterstraße 1, Berlin", country: "DE" };
           const subscription = { id: "sub_1", offer: "pro-monthly", status: "trialing", amount: 600, currency: "EUR", interval: "month",
             trialEnd: "2027-01-04T10:00:00.000Z", currentPeriodEnd: "2027-01-04T10:00:00.000Z", cancelAtPeriodEnd: true, endedAt: null,
             nextCharge: null, addedByEmail: false };
           const links = { site: "https://s/de", terms: "https://s/de/legal/terms", cancelPage: "https://s/de/cancel" };
           const mail = await renderMail({ kind: "cancellation", locale: "de", links, subscription, cancelledAt: "2026-12-02T10:00:00.000Z" }, sender);
           console.log(JSON.stringify({ lang: /<html[^>]+lang="de"/.test(mail.html), text: mail.text.length }));
         })();`,
      ],
      { cwd: appDir },
    );
    expect(JSON.parse(rendered.stdout)).toMatchObject({ lang: true, text: expect.any(Number) });

    // npm runs the server in a child of its own: stop the whole group, as a process manager does.
    process.kill(-server.child.pid!, "SIGTERM");
    const [code, signal] = await server.exited;
    expect(code === 0 || signal === "SIGTERM").toBe(true);
  },
);
