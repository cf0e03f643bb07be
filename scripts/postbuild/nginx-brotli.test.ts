import { mkdtemp, mkdir, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { brotliModuleEnabled, brotliModuleInstalled } from "./nginx-brotli.ts";

// A stand-in for Debian's layout: the module file and /etc/nginx/modules-enabled.
let dir: string;
let module: string;
let enabled: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "nginx-brotli-"));
  module = join(dir, "ngx_http_brotli_static_module.so");
  enabled = join(dir, "modules-enabled");
  await mkdir(enabled);
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const enable = (name: string, text: string) => writeFile(join(enabled, name), text);

describe("brotliModuleEnabled", () => {
  it("is true when the module is installed and a modules-enabled file loads it", async () => {
    await writeFile(module, "");
    await enable("50-mod-http-brotli-static.conf", "load_module modules/ngx_http_brotli_static_module.so;\n");
    expect(brotliModuleInstalled(module)).toBe(true);
    expect(brotliModuleEnabled(enabled, module)).toBe(true);
  });

  it("is false when the module is installed but nothing loads it", async () => {
    await writeFile(module, "");
    await enable("50-mod-stream.conf", "load_module modules/ngx_stream_module.so;\n");
    await enable("60-off.conf", "# load_module modules/ngx_http_brotli_static_module.so;\n");
    await symlink(join(dir, "removed.conf"), join(enabled, "70-gone.conf"));
    expect(brotliModuleEnabled(enabled, module)).toBe(false);
  });

  it("is false without the module, whatever the config says", async () => {
    await enable("50-mod-http-brotli-static.conf", "load_module modules/ngx_http_brotli_static_module.so;\n");
    expect(brotliModuleInstalled(module)).toBe(false);
    expect(brotliModuleEnabled(enabled, module)).toBe(false);
    expect(brotliModuleEnabled(join(dir, "no-such-dir"), module)).toBe(false);
  });
});
