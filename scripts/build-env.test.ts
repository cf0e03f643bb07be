import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { localServicesOrigin, sitePort } from "../app/contracts/ports.ts";
import { buildEnv } from "./build-env.ts";

describe("buildEnv", () => {
  const root = mkdtempSync(join(tmpdir(), "build-env-"));
  afterEach(() => rmSync(join(root, ".env"), { force: true }));

  it("reads the ports from .env, as the build does", () => {
    writeFileSync(join(root, ".env"), "PORT=4000\nLOCAL_SERVICES_PORT=4001\n");
    const env = buildEnv(root, {});
    expect(sitePort(env)).toBe(4000);
    expect(localServicesOrigin(env)).toBe("http://localhost:4001");
  });

  it("lets the environment win over .env", () => {
    writeFileSync(join(root, ".env"), "PORT=4000\nVITE_PRODUCT_NAME=From file\n");
    const env = buildEnv(root, { PORT: "5000" });
    expect(env.PORT).toBe("5000");
    expect(env.VITE_PRODUCT_NAME).toBe("From file");
  });

  it("falls back to the defaults without a .env", () => {
    expect(sitePort(buildEnv(root, {}))).toBe(3000);
  });
});
