import { existsSync, readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { NGINX_CONFIG_FILE, SCRIPT_HASHES_FILE } from "../../server/build-output.ts";
import { AUDIO, HASHED_SCRIPT, makeFixtureBuild, type FixtureBuild } from "../../testing/server/fixture-build.ts";
import { finishBuild, InlineCodeError } from "./finish-build.ts";

let build: FixtureBuild | undefined;
afterEach(() => build?.remove());

const read = (build: FixtureBuild, path: string) => readFileSync(join(build.clientDir, path));
const text = (build: FixtureBuild, path: string) => read(build, path).toString();

describe("finishBuild", () => {
  it("writes brotli and gzip copies of text files, and none of audio", async () => {
    build = await makeFixtureBuild();
    for (const path of [HASHED_SCRIPT, "/index.html", "/pricing.html", "/404.html"]) {
      const original = read(build, path);
      expect(brotliDecompressSync(read(build, `${path}.br`)).equals(original), path).toBe(true);
      expect(gunzipSync(read(build, `${path}.gz`)).equals(original), path).toBe(true);
    }
    expect(existsSync(join(build.clientDir, `${AUDIO}.br`))).toBe(false);
  });

  it("writes each prerendered page as x.html, so hosts answer /x without a trailing-slash redirect", async () => {
    build = await makeFixtureBuild();
    for (const file of ["/index.html", "/home.html", "/pricing.html", "/play/tsla.html", "/404.html"]) {
      expect(text(build, file), file).toContain("<h1>");
    }
    for (const folder of ["/home", "/pricing", "/404", "/play/tsla"]) {
      expect(existsSync(join(build.clientDir, folder)), folder).toBe(false);
    }
  });

  it("fails when a listed page was not prerendered", async () => {
    build = await makeFixtureBuild();
    await expect(finishBuild(build.buildDir, ["/signup"])).rejects.toThrow(/no page for \/signup/);
  });

  it("writes an nginx configuration for the build beside it, never in the served folder", async () => {
    build = await makeFixtureBuild();
    const config = readFileSync(join(build.buildDir, NGINX_CONFIG_FILE), "utf8");
    expect(config).toContain(`root "${build.clientDir}";`);
    expect(config).toMatch(/listen 443 ssl( http2;|;\n {2}http2 on;)/);
    expect(existsSync(join(build.clientDir, NGINX_CONFIG_FILE))).toBe(false);
  });

  it("records the inline-script hashes, and `_headers` carries the same policy", async () => {
    build = await makeFixtureBuild({ env: { VITE_GA_MEASUREMENT_ID: "G-ABC1234567" } });
    const { scriptHashes } = JSON.parse(readFileSync(join(build.buildDir, SCRIPT_HASHES_FILE), "utf8")) as {
      scriptHashes: string[];
    };
    // The fixture's head script and the module loader (React Router's own scripts are gone: route-data-files.ts).
    expect(scriptHashes).toHaveLength(2);
    const headers = read(build, "/_headers").toString();
    const policy = /Content-Security-Policy: (.*)/.exec(headers)![1]!;
    for (const hash of scriptHashes) expect(policy).toContain(hash);
    expect(policy).toContain("https://www.googletagmanager.com");
    expect(read(build, "/_redirects").toString()).toContain("/play/*  /play/404.html  404");
  });

  it("fails on inline styles, naming the page, rather than ship markup the CSP would break", async () => {
    build = await makeFixtureBuild();
    await writeFile(join(build.clientDir, "glow.html"), `<div style="width:0%"></div>`);
    const failure = finishBuild(build.buildDir, []);
    await expect(failure).rejects.toThrow(InlineCodeError);
    await expect(failure).rejects.toThrow(/\/glow\.html: a style attribute on <div>/);
  });
});
