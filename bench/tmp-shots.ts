import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { createSiteServer } from "../server/site-server.ts";
import { launchBrowser } from "./phone-profile.ts";
const site = createSiteServer({ root: join(import.meta.dirname, "..", "build", "client") });
await new Promise<void>((r) => site.listen(0, "127.0.0.1", r));
const origin = `http://localhost:${(site.address() as AddressInfo).port}`;
const browser = await launchBrowser();
const tags: Record<string, string> = {
  "": "en-US",
  de: "de-DE",
  fr: "fr-FR",
  es: "es-ES",
  "pt-br": "pt-BR",
  ja: "ja-JP",
};
for (const [prefix, tag] of Object.entries(tags)) {
  for (const [page, width, height] of [
    ["", 390, 1600],
    ["/pricing", 1280, 1400],
  ] as const) {
    const context = await browser.newContext({ viewport: { width, height }, locale: tag });
    await context.addInitScript(() => localStorage.setItem("analyticsConsent", "denied"));
    const p = await context.newPage();
    const path = (prefix ? `/${prefix}` : "") + (page || (prefix ? "" : "/"));
    await p.goto(origin + path);
    await p.waitForSelector("html[data-hydrated]");
    await p.screenshot({ path: `/tmp/shot-${prefix || "en"}${page.replace("/", "-") || "-landing"}-${width}.png` });
    await context.close();
  }
}
await browser.close();
site.close();
