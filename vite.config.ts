import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig, loadEnv } from "vite";
import { parseSiteConfig } from "./app/config/schema.ts";

export default defineConfig(({ mode }) => {
  // Fails the build (and the dev server) with a message naming the bad variable.
  const siteConfig = parseSiteConfig({ ...loadEnv(mode, process.cwd(), ""), ...process.env });
  return {
    define: {
      __SITE_CONFIG__: JSON.stringify(siteConfig),
      __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    },
    plugins: [tailwindcss(), !process.env.VITEST && reactRouter()],
    resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
    build: { assetsInlineLimit: 0 },
    test: {
      environment: "jsdom",
      include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "local/**/*.test.ts"],
      restoreMocks: true,
    },
  };
});
