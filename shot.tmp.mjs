import { chromium } from "playwright-core";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu","--disable-background-networking","--disable-component-update","--no-first-run"] });
const [,, path, width, out, full] = process.argv;
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
page.on("console", m => console.log("console:", m.type(), m.text()));
page.on("pageerror", e => console.log("pageerror:", e.message));
await page.goto("http://localhost:3000" + path, { waitUntil: "networkidle" });
await page.screenshot({ path: out, fullPage: full === "full" });
await browser.close();
