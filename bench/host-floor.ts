// The host's floor for `npm run bench`'s Lighthouse numbers: the same audit of a page with nothing on
// it (a heading and a line of text; no stylesheet, image or script), served with the site's security
// headers. Whatever blocking time that page shows is this machine and browser, not the site: a budget
// below it cannot be judged here. The Cross-Origin-Opener-Policy header alone moves the page into a
// fresh renderer process, whose start Lighthouse counts; the measurements are in
// docs/decisions/001-deferred-hydration.md.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { readBuildPolicy } from "../server/build-output.ts";
import { securityHeaders } from "../server/security-headers.ts";

const FLOOR_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title></head>' +
  "<body><h1>Floor</h1><p>A page with nothing on it.</p></body></html>";

/** Serves the floor page at `/` with the headers of the build in `clientDir`; close the server when done. */
export async function startFloorServer(clientDir: string): Promise<{ origin: string; server: Server }> {
  const headers = securityHeaders(readBuildPolicy(clientDir));
  const server = createServer((_request, response) => {
    response.writeHead(200, { ...headers, "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache" });
    response.end(FLOOR_PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { origin: `http://localhost:${(server.address() as AddressInfo).port}`, server };
}
