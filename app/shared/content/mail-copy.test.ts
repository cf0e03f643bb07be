// Every language's mail words against English's (as copy.test.ts checks the pages' words), and the
// parts of the pages' copy the mails repeat: the terms' withdrawal section and the notice's company.
import { describe, expect, it } from "vitest";
import { locales } from "../../contracts/locales.ts";
import { placeholders } from "./fill.ts";
import { mailWords } from "./mail-copy.ts";

/** Every text of the mail words, by its path ('confirmation.title'). */
function texts(copy: unknown, path = ""): [string, string][] {
  if (typeof copy === "string") return [[path, copy]];
  return Object.entries(copy as object).flatMap(([key, value]) => texts(value, path ? `${path}.${key}` : key));
}

const english = new Map(texts(mailWords.en.mail));

describe.each(locales.filter((locale) => locale !== "en"))("the %s mail words", (locale) => {
  const own = texts(mailWords[locale].mail);

  it("use each text's placeholders as English does, and translate it", () => {
    expect(own.map(([path]) => path)).toEqual([...english.keys()]);
    for (const [path, text] of own) {
      expect(placeholders(text).sort(), path).toEqual(placeholders(english.get(path)!).sort());
      const says = /\p{L}/u.test(text.replace(/\{\w+\}/g, "")) && path !== "dir";
      if (says) expect(text, path).not.toBe(english.get(path));
    }
  });
});

describe("the mail words", () => {
  it("keep : ; ? ! with the word before them in French (a no-break space)", () => {
    expect(texts(mailWords.fr.mail).filter(([, text]) => / [:;?!»]|« /.test(text))).toEqual([]);
  });

  it("end Japanese sentences with 。, never with an English full stop", () => {
    expect(texts(mailWords.ja.mail).filter(([, text]) => /[^\x20-\x7e]\.|\}\.(?: |$)/u.test(text))).toEqual([]);
  });

  it.each(locales)("repeat the %s terms' withdrawal section and the notice's company", (locale) => {
    const { terms, notice } = mailWords[locale];
    // The section that gives the days to withdraw and where to send the notice.
    expect(terms.withdrawal.paragraphs.join(" ")).toMatch(/14.*\{email\}.*\{company\}.*\{address\}.*\{country\}/s);
    expect(notice.rows.filter(({ value }) => /\{(company|address)\}/.test(value))).toHaveLength(2);
  });
});
