// The site under test, started the way Playwright starts it (playwright.config.ts, webServer): `npm
// start`'s scripts/start.ts, which rebuilds when the build was made with other settings. The site has
// a port of its own; the stand-ins take LOCAL_SERVICES_PORT's, as the build and Playwright do (the
// build bakes their origin in), so `npm test` builds once.
import { join } from "node:path";
import { parseSiteConfig } from "../../app/config/schema";
import { localServicesPort, portSetting } from "../../app/contracts/ports";
import { startProcess, waitForHttp, type OwnedProcess } from "./processes";

const sitePort = portSetting(process.env, "ENGINES_PORT", 4350);
const servicesPort = portSetting(process.env, "ENGINES_SERVICES_PORT", localServicesPort(process.env));

export const siteOrigin = `http://localhost:${sitePort}`;
/** The build's config: where the identity provider and each offer's checkout link are. */
export const siteConfig = parseSiteConfig({ ...process.env, LOCAL_SERVICES_PORT: String(servicesPort) });

export async function startSite(): Promise<OwnedProcess> {
  // Something else answering there would pass for the site (as Playwright's reuseExistingServer: false).
  const taken = await fetch(siteOrigin).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`${siteOrigin} is already in use; set ENGINES_PORT to a free port.`);
  const site = startProcess(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    cwd: join(import.meta.dirname, "..", ".."),
    env: { ...process.env, PORT: String(sitePort), LOCAL_SERVICES_PORT: String(servicesPort) },
  });
  // A rebuild comes first when the last build was made for other ports.
  await waitForHttp(siteOrigin, site, "the site (scripts/start.ts)", 180_000);
  return site;
}
