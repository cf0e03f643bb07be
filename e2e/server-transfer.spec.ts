// How each deploy target sends the bytes (see server.spec.ts): revalidation and long-lived caching,
// precompressed copies, byte ranges of the song sample.
import { expect, test } from "./fixtures";
import { hashedAsset, REVALIDATES, SONG_SAMPLE } from "./server-checks";
import { expectTargetHeaders, targetOf, type TargetTraits } from "./server-targets";

let traits: TargetTraits;
test.beforeEach(() => {
  traits = targetOf(test.info()).traits;
});

test.describe("caching", () => {
  test("a page revalidates with its ETag and gets 304", async ({ request }) => {
    const first = await request.get("/pricing", { headers: { "Accept-Encoding": "gzip, br" } });
    const etag = first.headers()["etag"];
    expect(etag).toBeTruthy();
    // Browsers revalidate with the Accept-Encoding they first sent; some hosts tag each encoding.
    const encoding = traits.sharedEtag ? "br" : "gzip, br";
    const again = await request.get("/pricing", { headers: { "If-None-Match": etag!, "Accept-Encoding": encoding } });
    expect(again.status()).toBe(304);
    if (traits.cacheControlOn304) expect(again.headers()["cache-control"]).toMatch(REVALIDATES);
    expectTargetHeaders(traits, again.headers(), "a 304");
  });

  test("hashed assets and route data are immutable for a year; media is kept for a day", async ({ request }) => {
    for (const path of [await hashedAsset(request), await hashedAsset(request, ".json")]) {
      const asset = await request.get(path);
      expect(asset.status(), path).toBe(200);
      expect(asset.headers()["cache-control"], path).toBe("public, max-age=31536000, immutable");
    }
    expect((await request.get(SONG_SAMPLE)).headers()["cache-control"]).toBe("public, max-age=86400");
  });
});

test("pages and assets come compressed, brotli where the host has it", async ({ request }) => {
  for (const path of ["/", "/pricing", await hashedAsset(request), await hashedAsset(request, ".json")]) {
    const response = await request.get(path, { headers: { "Accept-Encoding": "gzip, br" } });
    expect(traits.encodings, path).toContain(response.headers()["content-encoding"]);
    if (traits.varies) expect(response.headers()["vary"], path).toMatch(/accept-encoding/i);
  }
  const gzip = await request.get("/", { headers: { "Accept-Encoding": "gzip" } });
  expect(gzip.headers()["content-encoding"]).toBe("gzip");
  expect(await gzip.text()).toContain("</html>");
});

test("the song sample answers byte ranges with 206", async ({ request }) => {
  const whole = await request.get(SONG_SAMPLE);
  const size = (await whole.body()).length;
  const part = await request.get(SONG_SAMPLE, { headers: { Range: "bytes=1000-1999" } });
  if (!traits.ranges) {
    // Allowed by HTTP: the whole file, and the audio element still plays it.
    expect([part.status(), (await part.body()).length]).toEqual([200, size]);
    return;
  }
  expect(whole.headers()["accept-ranges"]).toBe("bytes");
  expect(part.status()).toBe(206);
  expect(part.headers()["content-range"]).toBe(`bytes 1000-1999/${size}`);
  expect((await part.body()).equals((await whole.body()).subarray(1000, 2000))).toBe(true);
});
