// `npm run dev`: the Vite development server (http://localhost:5173) beside the local stand-ins
// (http://localhost:3001, LOCAL_SERVICES_PORT), so sign-up and checkout work while developing; the
// site's API answers under /api/ from the dev server (vite.config.ts).
import { spawn } from "node:child_process";
import { join } from "node:path";
import { parseSiteConfig } from "../app/config/schema.ts";
import { localServicesPort } from "../app/contracts/ports.ts";
import { startLocalServices } from "../local/services.ts";
import { buildEnv } from "./build-env.ts";

const DEV_ORIGIN = "http://localhost:5173";
// As the dev server reads them (mode "development"): .env's stand-in port is the stand-ins' too.
const settings = buildEnv(join(import.meta.dirname, ".."), process.env, "development");
const config = parseSiteConfig(settings);
const port = localServicesPort(settings);

const services = await startLocalServices({
  port,
  siteOrigins: [DEV_ORIGIN],
  clientId: config.auth.clientId,
  apiAudience: config.auth.audience,
  productName: config.productName,
});
console.log(
  `Local services: http://localhost:${port} (identity provider, checkout with its API and webhooks, Measurement Protocol)`,
);

const vite = spawn("npx", ["react-router", "dev", "--port", "5173", "--strictPort"], { stdio: "inherit" });
vite.on("exit", (code) => {
  services.close();
  process.exit(code ?? 0);
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => vite.kill(signal));
