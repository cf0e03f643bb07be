// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { carryPageQuery, languageToOffer } from "./language-choice";

describe("the language offered", () => {
  it("is the browser's, to a visitor who never chose, on a page in another language", () => {
    expect(languageToOffer("/pricing", ["de-DE", "en"], undefined)).toBe("de");
    expect(languageToOffer("/de/pricing", ["de-DE"], undefined)).toBeUndefined();
  });

  it("is the chosen one again on a page in another language, whatever the browser prefers", () => {
    expect(languageToOffer("/", ["en-US"], "de")).toBe("de");
    expect(languageToOffer("/ja/pricing", ["fr-FR"], "de")).toBe("de");
  });

  it("is none on a page in the chosen language, even when the browser prefers another", () => {
    expect(languageToOffer("/de", ["fr-FR"], "de")).toBeUndefined();
    expect(languageToOffer("/pricing", ["de-DE"], "en")).toBeUndefined();
  });
});

describe("a language link pressed", () => {
  const pressed = (href: string, pathname: string, search: string) => {
    const link = document.createElement("a");
    link.href = href;
    carryPageQuery(link, { pathname, search });
    return link.getAttribute("href");
  };

  it("takes along what the page keeps in its address", () => {
    expect(pressed("/fr/pricing", "/de/pricing", "?billing=annual")).toBe("/fr/pricing?billing=annual");
    expect(pressed("/de/glow", "/glow/", "?session_id=cs_1&bought=plan")).toBe("/de/glow?session_id=cs_1&bought=plan");
    expect(pressed("/ja", "/", "?billing=annual")).toBe("/ja?billing=annual");
  });

  it("leaves the login callback's parameters behind", () => {
    expect(pressed("/fr/pricing", "/pricing", "?code=c&state=s&iss=i&billing=annual")).toBe(
      "/fr/pricing?billing=annual",
    );
    expect(pressed("/fr/pricing", "/pricing", "?code=c&state=s")).toBe("/fr/pricing");
  });

  it("takes the address's query of now, not one taken along by an earlier press", () => {
    expect(pressed("/fr/pricing?billing=annual", "/pricing", "")).toBe("/fr/pricing");
    expect(pressed("/fr/pricing?billing=annual", "/pricing", "?utm_source=x")).toBe("/fr/pricing?utm_source=x");
  });

  it("takes nothing to another page, nor what an earlier press took along", () => {
    expect(pressed("/fr/glow", "/de/failure", "?session_id=cs_1")).toBe("/fr/glow");
    expect(pressed("/fr/glow?bought=plan", "/de/failure", "")).toBe("/fr/glow");
  });
});
