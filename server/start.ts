// `npm start`: builds the site when the build is missing or older than its sources, then serves it
// at http://localhost:3000 (PORT overrides).
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { createSiteServer } from "./site-server.ts";

const projectRoot = join(import.meta.dirname, "..");
const clientDir = join(projectRoot, "build", "client");
const buildStamp = join(clientDir, "index.html");
const sources = ["app", "public", "vite.config.ts", "react-router.config.ts", "package-lock.json", ".env"];

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(path).map((entry) => newestChange(join(path, entry))));
}

function buildIfNeeded(): void {
  const builtAt = existsSync(buildStamp) ? statSync(buildStamp).mtimeMs : 0;
  const changedAt = Math.max(...sources.map((source) => newestChange(join(projectRoot, source))));
  if (builtAt > changedAt) return;
  console.log(builtAt ? "Sources changed since the last build; rebuilding…" : "No build yet; building…");
  execFileSync("npm", ["run", "build"], { cwd: projectRoot, stdio: "inherit" });
}

function parsePort(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    console.error(`${name} must be a port number between 1 and 65535, got ${JSON.stringify(raw)}.`);
    process.exit(1);
  }
  return port;
}

buildIfNeeded();
const port = parsePort("PORT", 3000);
const server = createSiteServer({ root: clientDir });
server.on("error", (error: NodeJS.ErrnoException) => {
  console.error(error.code === "EADDRINUSE" ? `Port ${port} is already in use; set PORT to another one.` : error);
  process.exit(1);
});
server.listen(port, () => console.log(`Site:           http://localhost:${port}`));

const stop = () => server.close(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
