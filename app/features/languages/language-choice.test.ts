import { describe, expect, it } from "vitest";
import { languageToOffer } from "./language-choice";

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
