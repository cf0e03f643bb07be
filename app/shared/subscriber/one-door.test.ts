// Decision 011's check, held by lint: outside shared/subscriber no screen or script reads the API's
// answers about what a person has, or the browser's `hasPaid`; the model is their one door.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: `${import.meta.dirname}/../../..` });

async function refusals(filePath: string, importLine: string): Promise<number> {
  const [result] = await eslint.lintText(`${importLine}\nexport const used = value;\n`, { filePath });
  return result!.messages.filter((message) => message.ruleId === "no-restricted-imports").length;
}

describe("what a person has, read only through the model", () => {
  it.each([
    [
      "app/features/pricing/example.ts",
      'import type { SubscriptionAnswer as value } from "~/contracts/subscription-api";',
    ],
    [
      "app/features/hand-off/example.ts",
      'import type { SubscriptionSummary as value } from "~/contracts/subscription-api";',
    ],
    ["app/features/session/example.ts", 'import type { PortalAnswer as value } from "~/contracts/subscription-api";'],
    ["app/features/pricing/example.ts", 'import type { CheckoutAnswer as value } from "~/contracts/subscription-api";'],
    ["app/features/paywall/example.tsx", 'import { readHasPaid as value } from "~/shared/visitor/visitor";'],
    ["app/boot/example.ts", 'import { readHasPaid as value } from "~/shared/visitor/visitor";'],
  ])(
    "%s may not: %s",
    async (file, line) => {
      expect(await refusals(file, line)).toBe(1);
    },
    120_000,
  );

  it.each([
    [
      "app/shared/subscriber/example.ts",
      'import type { SubscriptionAnswer as value } from "~/contracts/subscription-api";',
    ],
    ["app/shared/subscriber/example.ts", 'import { readHasPaid as value } from "~/shared/visitor/visitor";'],
    ["app/features/session/example.ts", 'import { PORTAL_RETURN as value } from "~/contracts/subscription-api";'],
    ["app/features/checkout-returns/example.ts", 'import { writeHasPaid as value } from "~/shared/visitor/visitor";'],
  ])(
    "%s may: %s",
    async (file, line) => {
      expect(await refusals(file, line)).toBe(0);
    },
    120_000,
  );
});
