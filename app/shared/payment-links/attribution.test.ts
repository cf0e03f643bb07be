import { afterEach, describe, expect, it } from "vitest";
import { arrivalUtm, checkoutAttribution, rememberArrivalUtm, utmFrom } from "./attribution";
import { resetMemoryStorage } from "~/shared/storage";

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

describe("a checkout link's reference", () => {
  it("names the visitor, never a person: a claim an older page kept is not carried", () => {
    sessionStorage.setItem("personClaim", "YXV0aDB8YW5hQkNERUZHSElKS0xNTk9QUVJT");
    expect(checkoutAttribution(false).reference).toMatch(/^[A-Za-z0-9]{9}_x_g$/);
    sessionStorage.clear();
  });
});
