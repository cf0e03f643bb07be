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
const sameEverywhere = /^(?:404|; |“\{text\}”|“\{headline\}”|\{users\}\+|Cookie|\{standing\}\.(?: \{open\})?)$/;

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

describe("the Japanese copy", () => {
  it("ends its sentences with 。, never with an English full stop", () => {
    const stops = texts(copies.ja).filter(([, text]) => /[^\x20-\x7e]\.|\}\.(?: |$)/u.test(text));
    expect(stops).toEqual([]);
  });
});

describe("the French copy", () => {
  it("keeps : ; ? ! and » with the word before them, and « with the word after (a no-break space)", () => {
    const breakable = texts(copies.fr).filter(([, text]) => / [:;?!»]|« /.test(text));
    expect(breakable).toEqual([]);
  });
});

/**
 * Words that agree in gender with the noun they are said of. A subscription's standing (and /glow's
 * title for it) is said of a plan and of the research, whose names differ in gender ('Formule Pro',
 * 'Abonnement aux recherches'): those texts must use none of them.
 */
const agreeing = {
  fr: /\b(?:résiliée?s?|actifs?|actives?|renouvelée?s?|(?<!abonnement )terminée?s?)(?![\p{L}])/iu,
  es: /\b(?:cancelad[oa]s?|tuy[oa]s?|activ[oa]s?|(?<!ha )terminad[oa]s?|renovad[oa]s?)\b/iu,
  // 'seu cartão' agrees with the card; 'sua até…' with the subscription.
  "pt-br": /\b(?:cancelad[oa]s?|ativ[oa]s?|encerrad[oa]s?|renovad[oa]s?)\b|\b(?:seus?|suas?)(?= até)/iu,
} as const;

describe.each(Object.keys(agreeing) as (keyof typeof agreeing)[])("the %s standing words", (locale) => {
  it("fit a plan and the research alike", () => {
    const { holdings } = copies[locale].common;
    const { standing } = copies[locale].checkout.glow;
    const said = [...texts(holdings.standing), ...texts(standing)].filter(([, text]) => agreeing[locale].test(text));
    expect(said).toEqual([]);
  });
});
