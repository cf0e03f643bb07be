// Run after `npm install` changes package-lock.json:  node scripts/complete-lockfile.mjs
//
// Adds the optional platform packages our registry lacks to the lockfile, so `npm ci` accepts it.
// Why: docs/decisions/004-lockfile-script.md
import { readFileSync, writeFileSync } from "node:fs";

const LOCKFILE = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(LOCKFILE, "utf8"));
const packages = lock.packages;

const OS = ["android", "darwin", "freebsd", "linux", "openbsd", "openharmony", "sunos", "aix", "win32", "netbsd"];
const CPU = {
  arm64: "arm64",
  aarch64: "arm64",
  x64: "x64",
  arm: "arm",
  ia32: "ia32",
  loong64: "loong64",
  ppc64: "ppc64",
  riscv64: "riscv64",
  s390x: "s390x",
  wasm32: "wasm32",
};

function platformOf(name) {
  const parts = name.split("/").pop().split("-");
  const os = parts.find((part) => OS.includes(part));
  const cpu = parts.map((part) => CPU[part]).find(Boolean);
  const libc = parts.includes("musl")
    ? "musl"
    : parts.includes("gnu") || parts.includes("gnueabihf")
      ? "glibc"
      : undefined;
  return { os, cpu, libc };
}

/** Where node would find `name` from the package at `from` (its own node_modules, then upwards). */
function resolves(from, name) {
  let base = from;
  for (;;) {
    if (packages[`${base ? `${base}/` : ""}node_modules/${name}`]) return true;
    if (!base) return false;
    const cut = base.lastIndexOf("/node_modules/");
    base = cut === -1 ? "" : base.slice(0, cut);
  }
}

let added = 0;
for (const [path, entry] of Object.entries({ ...packages })) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    if (resolves(path, name)) continue;
    const { os, cpu, libc } = platformOf(name);
    if (!os && !cpu) continue; // not a platform build: leave it to npm
    const version = spec.replace(/^[\^~=]/, "");
    if (!/^\d+\.\d+\.\d+/.test(version)) continue;
    packages[`node_modules/${name}`] = {
      version,
      ...(entry.dev && { dev: true }),
      optional: true,
      ...(os && { os: [os] }),
      ...(cpu && { cpu: [cpu] }),
      ...(libc && { libc: [libc] }),
    };
    added++;
  }
}

lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
writeFileSync(LOCKFILE, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: added ${added} platform entries`);
