// A page a visitor lands on first, as the site's Node server sends it (the build's own brotli,
// scripts/postbuild/precompress.ts, over HTTP/1.1): within TCP's initial window, 10 segments of
// 1,460 bytes (RFC 6928), headers included. A page that outgrows it waits a round trip more before
// its first paint — on a phone's network ~150 ms: Lighthouse's LCP of /de was 978 ms at 14,650
// bytes, 904 at 14,240 (npm run bench). Cloudflare compresses pages itself, at its own quality.
import { get } from "node:http";
import { localizedPath, locales } from "../app/contracts/locales";
import { paths } from "../app/contracts/paths";
import { expect, test } from "./fixtures";

const FIRST_WINDOW_BYTES = 10 * 1460;

/** A page's response as it travels, brotli as a browser asks: its status line and headers, and its body. */
function onTheWire(url: string): Promise<{ headers: number; body: number; encoding: string | undefined }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { "Accept-Encoding": "br, gzip" } }, (response) => {
      const { rawHeaders, statusCode, statusMessage } = response;
      let headers = `HTTP/1.1 ${statusCode} ${statusMessage}\r\n`.length + 2;
      for (let i = 0; i < rawHeaders.length; i += 2) headers += `${rawHeaders[i]}: ${rawHeaders[i + 1]}\r\n`.length;
      let body = 0;
      response.on("data", (chunk: Buffer) => (body += chunk.length));
      response.on("end", () => resolve({ headers, body, encoding: response.headers["content-encoding"] }));
    }).on("error", reject);
  });
}

test("a page a visitor lands on first arrives in the first round trip, in every language", async ({ baseURL }) => {
  const firstPages = [paths.landing, paths.pricing, paths.paywall("tsla")];
  for (const path of locales.flatMap((locale) => firstPages.map((page) => localizedPath(page, locale)))) {
    const { headers, body, encoding } = await onTheWire(new URL(path, baseURL).href);
    expect(encoding, path).toBe("br");
    const what = `${path}: ${headers} bytes of headers, ${body} of brotli`;
    expect(headers + body, what).toBeLessThanOrEqual(FIRST_WINDOW_BYTES);
  }
});
