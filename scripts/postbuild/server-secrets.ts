// The API's secrets (api/settings.ts) belong to the server's environment and never to the pages:
// after every build, the client files are searched for the value of each one set in the build's
// environment, and for the local stand-ins' own, and the build fails on a find, naming the
// variable and the file (never the value).
import { readdir, readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { SECRET_SETTINGS } from "../../api/settings.ts";
import { localApiEnv } from "../../local/api-env.ts";

/** The local stand-ins' own secrets, which are in every checkout of this repository. */
const LOCAL_SECRETS: Record<string, string | undefined> = localApiEnv("", {});

/** Shorter values would match by chance; no real secret is this short. */
const MIN_SECRET_LENGTH = 8;

class SecretInBuildError extends Error {
  override name = "SecretInBuildError";
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

export async function assertNoServerSecrets(clientDir: string, env: Record<string, string | undefined>) {
  const secrets = SECRET_SETTINGS.flatMap((name) =>
    [env[name]?.trim(), LOCAL_SECRETS[name]]
      .filter((value): value is string => !!value && value.length >= MIN_SECRET_LENGTH)
      .map((value) => ({ name, value })),
  );
  const finds: string[] = [];
  for (const file of await filesUnder(clientDir)) {
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
