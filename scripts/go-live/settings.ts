// The settings `npm run setup:payments` and `npm run preflight` check the hosted services with: the
// build's (VITE_*, from .env and the environment, as `npm run build` reads them) and the server's
// (api/settings.ts). With no payment key set, both point at the local stand-ins as `npm start` does.
import { join } from "node:path";
import { parseSiteConfig, type SiteConfig } from "../../app/config/schema.ts";
import { localServicesOrigin, sitePort } from "../../app/contracts/ports.ts";
import { readApiSettings, type ApiSettings } from "../../api/settings.ts";
import { localApiEnv } from "../../local/api-env.ts";
import { buildEnv } from "../build-env.ts";

export interface GoLiveSettings {
  build: SiteConfig;
  server: ApiSettings;
  /** The server's environment as read (for the settings the API does not parse itself). */
  env: Record<string, string | undefined>;
  /** The site's public origin. */
  siteUrl: string;
  /** True when nothing names a hosted service: the local stand-ins of `npm start`. */
  local: boolean;
}

const projectRoot = join(import.meta.dirname, "..", "..");

export function goLiveSettings(environment: Record<string, string | undefined> = process.env): GoLiveSettings {
  const raw = buildEnv(projectRoot, environment);
  const build = parseSiteConfig(raw);
  const local = !raw.STRIPE_SECRET_KEY?.trim();
  const siteUrl = raw.SITE_URL?.trim() || `http://localhost:${sitePort(raw)}`;
  const env = local ? localApiEnv(localServicesOrigin(raw), raw, { url: siteUrl, auth: build.auth }) : raw;
  const server = readApiSettings(env);
  if (!server.ok) throw new Error(`The server's settings are incomplete:\n  ${server.problems.join("\n  ")}`);
  return { build, server: server.settings, env, siteUrl: siteUrl.replace(/\/$/, ""), local };
}
