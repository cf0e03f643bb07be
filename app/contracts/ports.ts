// The two ports the server, the local stand-ins, the load bench and the build share (the README's
// "Two commands"), and how the environment overrides them. No imports: the production server loads it.

export const DEFAULT_PORT = 3000;
export const DEFAULT_LOCAL_SERVICES_PORT = 3001;

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
