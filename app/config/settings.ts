// The few settings the server, the local stand-ins, the load bench and the build share: the two
// ports and where a build records its settings. Plain TypeScript with no imports, because the
// production server loads it at run time from a production install (no devDependencies there).

export const DEFAULT_PORT = 3000;
export const DEFAULT_LOCAL_SERVICES_PORT = 3001;

/** Where a build records the settings it was made with (relative to the project root). */
export const SITE_CONFIG_STAMP = "build/site-config.json";

type Env = Record<string, string | undefined>;

export class SettingError extends Error {
  override name = "SettingError";
}

/** A TCP port from `env[name]`; blank means `fallback`. 0 (any free port) only when allowed. */
export function portSetting(env: Env, name: string, fallback: number, { allowAny = false } = {}): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const port = Number(raw);
  const lowest = allowAny ? 0 : 1;
  if (!/^\d+$/.test(raw) || port < lowest || port > 65535) {
    throw new SettingError(`${name} must be a port number between ${lowest} and 65535, got ${JSON.stringify(raw)}.`);
  }
  return port;
}

/** The site's port (PORT): `npm start`, `npm run serve`. 0 picks a free port (tests, bench). */
export const sitePort = (env: Env) => portSetting(env, "PORT", DEFAULT_PORT, { allowAny: true });

/** The local stand-ins' port (LOCAL_SERVICES_PORT); the build's local defaults follow it. */
export const localServicesPort = (env: Env) => portSetting(env, "LOCAL_SERVICES_PORT", DEFAULT_LOCAL_SERVICES_PORT);

/** The origin of the local stand-ins, the default of every hosted-service setting. */
export const localServicesOrigin = (env: Env) => `http://localhost:${localServicesPort(env)}`;

/** The research paywall's path prefix (/play/<ticker>): the app's routes, the server and the static-host files share it. */
export const PAYWALL_PREFIX = "/play";
