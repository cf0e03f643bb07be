// The API's secrets (api/settings.ts) belong to the server's environment and never to the pages:
// after every build, the client files are searched for the value of each one set in the build's
// environment, and for the local stand-ins' own, and the build fails on a find, naming the
// variable and the file (never the value).
import { readdir, readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { LOCAL_GA_API_SECRET, LOCAL_STRIPE_SECRET_KEY, LOCAL_WEBHOOK_SECRET } from "../../local/api-env.ts";

export const SERVER_SECRETS = ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "GA_API_SECRET"] as const;

const LOCAL_SECRETS: Record<(typeof SERVER_SECRETS)[number], string> = {
  STRIPE_SECRET_KEY: LOCAL_STRIPE_SECRET_KEY,
  STRIPE_WEBHOOK_SECRET: LOCAL_WEBHOOK_SECRET,
  GA_API_SECRET: LOCAL_GA_API_SECRET,
};

/** Shorter values would match by chance; no real secret is this short. */
const MIN_SECRET_LENGTH = 8;

export class SecretInBuildError extends Error {
  override name = "SecretInBuildError";
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

export async function assertNoServerSecrets(clientDir: string, env: Record<string, string | undefined>) {
  const secrets = SERVER_SECRETS.flatMap((name) =>
    [env[name]?.trim(), LOCAL_SECRETS[name]]
      .filter((value): value is string => !!value && value.length >= MIN_SECRET_LENGTH)
      .map((value) => ({ name, value })),
  );
  const finds: string[] = [];
  for (const file of await filesUnder(clientDir)) {
    if (/\.(br|gz)$/.test(file)) continue; // copies of the files checked as they are
    const text = (await readFile(file)).toString("latin1");
    for (const { name, value } of secrets) {
      if (text.includes(value)) finds.push(`${name} in ${relative(clientDir, file)}`);
    }
  }
  if (finds.length) {
    throw new SecretInBuildError(
      `The build's client files contain server secrets:\n${finds.map((find) => `  ${find}`).join("\n")}\n` +
        "They belong to the server's environment (api/settings.ts), never to the pages.",
    );
  }
}
