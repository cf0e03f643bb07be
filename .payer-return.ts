// One-off: a payer's return on the phone profile, before (1a18dac) and after, interleaved.
import type { AddressInfo } from "node:net";
import { createSiteServer } from "./server/site-server.ts";
import { launchBrowser, phoneProfile } from "./bench/phone-profile.ts";
import { median } from "./bench/table.ts";
import type { Browser } from "@playwright/test";

async function serve(dir: string) {
  const server = createSiteServer({
    root: dir,
    api: async (request: Request) => {
      if (!request.url.includes("/api/checkout-sessions/")) return new Response("{}", { status: 401, headers: { "Content-Type": "application/json" } });
      await new Promise((r) => setTimeout(r, 300));
      return new Response(JSON.stringify({ state: "confirmed", transactionId: "cs_test_bench" + Math.random().toString(36).slice(2), offer: "paywall-monthly", value: 12, currency: "USD" }), { headers: { "Content-Type": "application/json" } });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://localhost:${(server.address() as AddressInfo).port}`;
}

async function once(browser: Browser, origin: string, warm: boolean) {
  const context = await browser.newContext({ viewport: phoneProfile.viewport, hasTouch: true, isMobile: true });
  await context.addInitScript(() => localStorage.setItem("signedIn", "true"));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  if (warm) {
    await page.goto(`${origin}/pricing`, { waitUntil: "load" });
    await page.waitForFunction(() => performance.getEntriesByName("hydrated").length > 0, undefined, { timeout: 60_000 });
  } else await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: phoneProfile.latencyMs, downloadThroughput: phoneProfile.downloadBitsPerSecond / 8, uploadThroughput: phoneProfile.uploadBitsPerSecond / 8 });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: phoneProfile.cpuSlowdown });
  const start = Date.now();
  await page.goto(`${origin}/success?session_id=cs_test_bench`, { waitUntil: "commit" });
  const marks: string[] = [];
  page.on("framenavigated", (frame) => { if (frame === page.mainFrame()) marks.push(`${new URL(frame.url()).pathname} ${Date.now() - start}`); });
  page.on("request", (r) => { if (/api|\.js|\.data/.test(r.url())) marks.push(`req ${new URL(r.url()).pathname.slice(0,30)} ${Date.now() - start}`); });
  await page.getByRole("heading", { level: 1, name: "Your research is unlocked" }).waitFor({ timeout: 60_000 });
  const ms = Date.now() - start;
  const hydrated = await page.evaluate(() => performance.getEntriesByName("hydrated")[0]?.startTime ?? -1);
  console.log(origin.slice(-5), warm, ms, "hydrated(glow doc)", Math.round(hydrated), marks.join(" | "));
  await context.close();
  return ms;
}

const after = await serve("build/client");
const before = await serve(process.argv[2]!);
const browser = await launchBrowser();
const runs = Number(process.argv[3] ?? 5);
for (const warm of [false, true]) {
  const times: Record<string, number[]> = { before: [], after: [] };
  for (let run = 0; run < runs; run++) {
    times.before!.push(await once(browser, before, warm));
    times.after!.push(await once(browser, after, warm));
  }
  console.log(warm ? "warm cache" : "empty cache", "before", median(times.before!), times.before, "after", median(times.after!), times.after);
}
await browser.close();
process.exit(0);
