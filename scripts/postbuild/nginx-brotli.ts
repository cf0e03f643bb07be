// Brotli in nginx comes from Debian's dynamic module (`libnginx-mod-http-brotli-static`, ngx_brotli's
// brotli_static), present on some machines and not on others. Installing the package enables it for
// Debian's own nginx.conf (a load_module line in /etc/nginx/modules-enabled/); the nginx we start
// for the bench, the e2e checks and the audit has a main config of its own and loads it by path.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";

export const BROTLI_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";
const DEBIAN_ENABLED_MODULES = "/etc/nginx/modules-enabled";

/** Whether the module is on this machine, so an nginx we start can load it (scripts/nginx/start-nginx.ts). */
export const brotliModuleInstalled = (module = BROTLI_MODULE) => existsSync(module);

/**
 * Whether Debian's nginx.conf loads the module, so the production config may say brotli_static:
 * nginx refuses a directive of a module it has not loaded.
 */
export function brotliModuleEnabled(enabledDir = DEBIAN_ENABLED_MODULES, module = BROTLI_MODULE): boolean {
  if (!brotliModuleInstalled(module) || !existsSync(enabledDir)) return false;
  const loads = (line: string) => /^\s*load_module\s/.test(line) && line.includes(basename(module));
  return readdirSync(enabledDir)
    .filter((name) => name.endsWith(".conf"))
    .some((name) => {
      try {
        return readFileSync(join(enabledDir, name), "utf8").split("\n").some(loads);
      } catch {
        return false; // a link left behind by a removed module
      }
    });
}
