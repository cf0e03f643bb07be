import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { LOCAL_AUTH0_MANAGEMENT_CLIENT_SECRET, LOCAL_WEBHOOK_SECRET } from "../../local/api-env.ts";
import { assertNoServerSecrets } from "./server-secrets.ts";

let dir: string;
afterEach(() => rm(dir, { recursive: true, force: true }));

async function clientFiles(files: Record<string, string>): Promise<string> {
  dir = await mkdtemp(join(tmpdir(), "secrets-"));
  for (const [path, text] of Object.entries(files)) {
    await mkdir(join(dir, path, ".."), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  return dir;
}

describe("assertNoServerSecrets", () => {
  const env = { STRIPE_SECRET_KEY: "sk_live_0123456789abcdef", GA_API_SECRET: "mp-secret-value" };

  it("passes a build that carries none of them", async () => {
    const client = await clientFiles({ "index.html": "<p>STRIPE_SECRET_KEY is a name, not a value</p>" });
    await expect(assertNoServerSecrets(client, env)).resolves.toBeUndefined();
  });

  it("fails on a configured secret in any client file, naming the variable and file, not the value", async () => {
    const client = await clientFiles({ "assets/app.js": `const key = "${env.STRIPE_SECRET_KEY}";` });
    const failure = assertNoServerSecrets(client, env);
    await expect(failure).rejects.toThrow("STRIPE_SECRET_KEY in assets/app.js");
    await expect(failure).rejects.not.toThrow(env.STRIPE_SECRET_KEY);
  });

  it("fails on the local stand-ins' secrets even when none is configured", async () => {
    const client = await clientFiles({ "pricing.html": `<script>${LOCAL_WEBHOOK_SECRET}</script>` });
    await expect(assertNoServerSecrets(client, {})).rejects.toThrow("STRIPE_WEBHOOK_SECRET in pricing.html");
  });

  it("fails on the identity provider's Management API secret too, which only the preflight reads", async () => {
    const client = await clientFiles({ "assets/app.js": `const secret = "${LOCAL_AUTH0_MANAGEMENT_CLIENT_SECRET}";` });
    await expect(assertNoServerSecrets(client, {})).rejects.toThrow("AUTH0_MANAGEMENT_CLIENT_SECRET in assets/app.js");
  });
});
