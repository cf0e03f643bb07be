import { defineConfig } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "./scripts/chromium";

// End-to-end tests run against the production build, in Debian's Chromium (never a downloaded one).
const port = Number(process.env.E2E_PORT) || 4310;
export const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: chromiumPath,
      args: [...chromiumFlags, "--autoplay-policy=no-user-gesture-required"],
    },
  },
  projects: [
    { name: "mobile", use: { viewport: { width: 390, height: 844 }, isMobile: false, hasTouch: true } },
    { name: "desktop", use: { viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: "tsx local/start.ts",
    url: baseURL,
    env: { PORT: String(port) },
    reuseExistingServer: false,
    stdout: "pipe",
    timeout: 180_000,
  },
});
