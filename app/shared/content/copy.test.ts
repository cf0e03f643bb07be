import { describe, expect, it } from "vitest";
import { locales } from "../../contracts/locales";
import { placeholders } from "./fill";
import { copies } from "./languages";

/** Every text of a copy object, by its path ('landing.hero.cta'). */
function texts(copy: unknown, path = ""): [string, string][] {
  if (typeof copy === "string") return [[path, copy]];
  return Object.entries(copy as object).flatMap(([key, value]) => texts(value, path ? `${path}.${key}` : key));
}

const english = new Map(texts(copies.en));
/** Texts a language may write as English does: codes, and punctuation every language shares. */
const sameEverywhere = /^(?:404|; |“\{text\}”|“\{headline\}”|\{users\}\+|Cookie)$/;

describe.each(locales.filter((locale) => locale !== "en"))("the %s copy", (locale) => {
  const own = texts(copies[locale]);

  it("has English's texts, no more and no fewer", () => {
    expect(own.map(([path]) => path)).toEqual([...english.keys()]);
  });

  it("uses each text's placeholders as English does, in any order", () => {
    for (const [path, text] of own) {
      expect(placeholders(text).sort(), path).toEqual(placeholders(english.get(path)!).sort());
    }
  });

  it("translates every text that says something", () => {
    const untranslated = own.filter(([path, text]) => text === english.get(path) && !sameEverywhere.test(text));
    expect(untranslated).toEqual([]);
  });

  it("has no empty text, and no stray spaces around words (a separator such as '; ' keeps its own)", () => {
    for (const [path, text] of own) {
      expect(text, path).not.toBe("");
      if (/\p{L}/u.test(text)) expect(text.trim(), path).toBe(text);
    }
  });
});
