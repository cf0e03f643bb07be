// Makes public/assets/brand/share.png, the 1200×630 link-preview image (Open Graph, Twitter),
// by rendering a small HTML card in Debian's Chromium. Run after changing the name or tagline:
//   npx tsx scripts/generate-share-image.ts        (VITE_PRODUCT_NAME is honoured)
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { parseSiteConfig } from "../app/config/schema.ts";
import { chromiumFlags, chromiumPath } from "./chromium.ts";
import { brandAssets } from "../app/shared/content/brand.ts";
import { landing } from "../app/shared/content/en/landing.ts";
import { TRIAL_DAYS } from "../app/contracts/offer-ids.ts";

const root = join(import.meta.dirname, "..");
const { productName } = parseSiteConfig(process.env);
const publicAssets = join(root, "public", "assets");
const output = join(publicAssets, brandAssets.shareImage);
const logo = readFileSync(join(publicAssets, brandAssets.logo), "utf8");
const heroArt = readFileSync(join(publicAssets, "illustrations/hero-wave.svg"), "utf8");

const html = `<!doctype html><html><head><style>
  body { margin: 0; width: 1200px; height: 630px; font-family: "DejaVu Sans", system-ui, sans-serif;
    background: radial-gradient(ellipse at top left, #efe6ff, #faf7ff 60%); color: #1b1036; display: flex; align-items: center; }
  .text { padding: 0 0 0 80px; width: 600px; }
  .brand { display: flex; align-items: center; gap: 18px; font-size: 40px; font-weight: 800; }
  .brand svg { width: 72px; height: 72px; }
  h1 { font-size: 68px; line-height: 1.05; margin: 36px 0 24px; letter-spacing: -1.5px; }
  p { font-size: 28px; color: #564f6e; margin: 0; }
  .art svg { width: 560px; height: 420px; }
</style></head><body>
  <div class="text"><div class="brand">${logo}<span>${productName}</span></div>
  <h1>${landing.hero.headlines.A}</h1><p>${TRIAL_DAYS}-day free trial · cancel anytime</p></div>
  <div class="art">${heroArt}</div>
</body></html>`;

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.screenshot({ path: output, type: "png" });
await browser.close();
console.log(`Wrote ${output}`);
