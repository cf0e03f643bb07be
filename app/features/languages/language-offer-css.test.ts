import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { locales } from "~/contracts/locales";

// The language offer's CSS names each language (app.css): a language added to the table without its
// line would never be offered.
describe("app.css", () => {
  it("shows the offer of every language the boot script can flag", () => {
    const css = readFileSync(join(import.meta.dirname, "../../app.css"), "utf8");
    for (const locale of locales) {
      expect(css, locale).toContain(`html[data-language-offer="${locale}"] [data-offer="${locale}"]`);
    }
  });
});
