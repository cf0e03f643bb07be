import { describe, expect, it } from "vitest";
import { localServicesOrigin, localServicesPort, SettingError, sitePort } from "./ports.ts";

describe("ports", () => {
  it("default to 3000 for the site and 3001 for the local stand-ins; blank means default", () => {
    expect(sitePort({})).toBe(3000);
    expect(localServicesPort({ LOCAL_SERVICES_PORT: " " })).toBe(3001);
    expect(localServicesOrigin({})).toBe("http://localhost:3001");
  });

  it("follow PORT and LOCAL_SERVICES_PORT", () => {
    expect(sitePort({ PORT: "8080" })).toBe(8080);
    expect(localServicesOrigin({ LOCAL_SERVICES_PORT: "3101" })).toBe("http://localhost:3101");
  });

  it("let the site take any free port (0), never the stand-ins, whose URL the build bakes in", () => {
    expect(sitePort({ PORT: "0" })).toBe(0);
    expect(() => localServicesPort({ LOCAL_SERVICES_PORT: "0" })).toThrow(SettingError);
  });

  it("refuse what is not a port, naming the variable", () => {
    for (const value of ["abc", "70000", "-1", "3000.5", "1e3"]) {
      expect(() => sitePort({ PORT: value }), value).toThrow(/^PORT must be a port number/);
    }
    expect(() => localServicesPort({ LOCAL_SERVICES_PORT: "x" })).toThrow(/LOCAL_SERVICES_PORT.*"x"/);
  });
});
