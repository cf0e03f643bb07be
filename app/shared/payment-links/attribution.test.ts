// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { arrivalUtm, rememberArrivalUtm, utmFrom } from "./attribution";
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
    rememberArrivalUtm("?utm_source=news");
    rememberArrivalUtm("?tab=2");
    expect(arrivalUtm()).toEqual({ utm_source: "news" });
  });

  it("ignores tampered stored values", () => {
    sessionStorage.setItem("arrivalUtm", JSON.stringify({ utm_source: 5, evil: "x", utm_medium: "mail" }));
    expect(arrivalUtm()).toEqual({ utm_medium: "mail" });
    sessionStorage.setItem("arrivalUtm", "{not json");
    expect(arrivalUtm()).toEqual({});
  });
});
