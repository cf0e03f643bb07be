// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { arrivalCode, codeFrom } from "./arrival-code";
import { arrivalUtm, rememberArrival, utmFrom } from "./attribution";
import { resetMemoryStorage } from "~/shared/browser/storage";

afterEach(() => {
  sessionStorage.clear();
  resetMemoryStorage();
});

describe("campaign attribution", () => {
  it("keeps utm_* parameters only", () => {
    expect(utmFrom("?utm_source=news&utm_campaign=spring&ref=x&code=1")).toEqual({
      utm_source: "news",
      utm_campaign: "spring",
    });
  });

  it("drops odd names and over-long values", () => {
    expect(utmFrom(`?utm_Source=x&utm_=y&utm_term=${"a".repeat(201)}&utm_medium=`)).toEqual({});
  });

  it("remembers the arrival's parameters for the visit, and keeps them when later pages have none", () => {
    rememberArrival("?utm_source=news");
    rememberArrival("?tab=2");
    expect(arrivalUtm()).toEqual({ utm_source: "news" });
  });

  it("takes a campaign code in upper case, and nothing odd", () => {
    expect(codeFrom("?code=launch20")).toBe("LAUNCH20");
    expect(codeFrom("?code= Launch-20_b ")).toBe("LAUNCH-20_B");
    for (const odd of [
      "?code=LAUNCH20&state=xyz",
      "?code=",
      "?code=20%25off",
      "?code=a%20b",
      `?code=${"A".repeat(41)}`,
      "?coupon=LAUNCH20",
    ]) {
      expect(codeFrom(odd)).toBeNull();
    }
  });

  it("remembers the arrival's campaign code for the visit; a new one replaces it", () => {
    rememberArrival("?code=launch20");
    rememberArrival("?utm_source=news");
    expect(arrivalCode()).toBe("LAUNCH20");
    rememberArrival("?code=SPRING");
    expect(arrivalCode()).toBe("SPRING");
    sessionStorage.setItem("arrivalCode", "<script>");
    expect(arrivalCode()).toBeNull();
  });

  it("ignores tampered stored values", () => {
    sessionStorage.setItem("arrivalUtm", JSON.stringify({ utm_source: 5, evil: "x", utm_medium: "mail" }));
    expect(arrivalUtm()).toEqual({ utm_medium: "mail" });
    sessionStorage.setItem("arrivalUtm", "{not json");
    expect(arrivalUtm()).toEqual({});
  });
});
