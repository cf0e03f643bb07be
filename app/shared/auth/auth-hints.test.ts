import { describe, expect, it } from "vitest";
import { hasAuthParams, withoutAuthParams } from "./auth-hints";

describe("the login callback's parameters", () => {
  it("are a code or an error, with a state", () => {
    expect(hasAuthParams("?code=abc&state=xyz")).toBe(true);
    expect(hasAuthParams("?error=access_denied&state=xyz")).toBe(true);
    expect(hasAuthParams("?code=abc")).toBe(false);
    expect(hasAuthParams("?billing=annual")).toBe(false);
  });

  it("leave the address without taking the rest of its query", () => {
    expect(withoutAuthParams("?code=abc&state=xyz&iss=https%3A%2F%2Fid.example%2F")).toBe("");
    expect(withoutAuthParams("?error=access_denied&error_description=Cancelled&state=xyz&billing=annual")).toBe(
      "?billing=annual",
    );
    expect(withoutAuthParams("?code=abc&state=xyz&session_state=s1&error_uri=u&billing=annual")).toBe(
      "?billing=annual",
    );
    expect(withoutAuthParams("?session_id=cs_1&utm_source=ad", ["session_id"])).toBe("?utm_source=ad");
    expect(withoutAuthParams("")).toBe("");
  });
});
