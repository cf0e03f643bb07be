// The page's state on <html> has one owner, held by lint (eslint.config.js): outside page-flags.ts no
// module sets, reads or clears an attribute of the root.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: `${import.meta.dirname}/../../..` });

async function refusals(filePath: string, code: string): Promise<number> {
  const [result] = await eslint.lintText(`export const touch = () => ${code};\n`, { filePath });
  return result!.messages.filter((message) => message.ruleId === "no-restricted-syntax").length;
}

describe("<html>'s attributes, through page-flags.ts only", () => {
  it.each([
    ["app/boot/example.ts", 'document.documentElement.setAttribute("data-x", "")'],
    ["app/features/landing/example.tsx", 'document.documentElement.getAttribute("data-variant")'],
    ["app/shared/visitor/example.ts", 'window.document.documentElement.removeAttribute("data-js")'],
  ])(
    "%s may not: %s",
    async (file, code) => {
      expect(await refusals(file, code)).toBe(1);
    },
    120_000,
  );

  it("page-flags.ts may, and so may a test", async () => {
    expect(await refusals("app/shared/page/page-flags.ts", 'document.documentElement.hasAttribute("data-js")')).toBe(0);
    expect(await refusals("app/boot/example.test.ts", 'document.documentElement.hasAttribute("data-js")')).toBe(0);
  }, 120_000);
});
