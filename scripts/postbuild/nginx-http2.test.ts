import { describe, expect, it } from "vitest";
import { http2Syntax, httpsListen, installedHttp2Syntax } from "./nginx-http2.ts";

describe("HTTP/2 in the nginx configuration", () => {
  it("takes the directive from nginx 1.25.1 on, the listen parameter before and where no nginx answers", () => {
    expect(http2Syntax("nginx version: nginx/1.22.1")).toBe("listen-parameter");
    expect(http2Syntax("nginx version: nginx/1.25.0")).toBe("listen-parameter");
    expect(http2Syntax("nginx version: nginx/1.25.1")).toBe("directive");
    expect(http2Syntax("nginx version: nginx/1.26.3")).toBe("directive");
    expect(http2Syntax("nginx version: nginx/2.0.0")).toBe("directive");
    expect(http2Syntax(undefined)).toBe("listen-parameter");
    expect(http2Syntax("nginx: command not found")).toBe("listen-parameter");
  });

  it("writes the https server's listen line in that form", () => {
    expect(httpsListen("443", "listen-parameter")).toBe("  listen 443 ssl http2;");
    expect(httpsListen("443", "directive")).toBe("  listen 443 ssl;\n  http2 on;");
    expect(["listen-parameter", "directive"]).toContain(installedHttp2Syntax());
  });
});
