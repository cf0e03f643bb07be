import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { layerZones } from "./eslint-layers.js";

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "test-results/",
      "playwright-report/",
      "bench-results/",
      ".wrangler/",
      "bench/fixtures/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  reactHooks.configs.flat["recommended-latest"],
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-non-null-assertion": "off",
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    // The resolver follows the `~/` alias, so aliased and relative imports are judged alike.
    plugins: { "import-x": importX },
    settings: { "import-x/resolver-next": [createTypeScriptImportResolver()] },
    rules: {
      "import-x/no-restricted-paths": ["error", { basePath: import.meta.dirname, zones: layerZones }],
    },
  },
  {
    // What a person has is the model's to say (docs/decisions/011-one-subscriber-model.md): outside
    // shared/subscriber, no screen or script reads the API's answers about it or the browser's flag.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/shared/subscriber/**", "app/shared/visitor/**", "app/contracts/**", "app/mail/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "~/contracts/subscription-api",
              importNames: ["SubscriptionAnswer", "SubscriptionSummary", "PortalAnswer", "CheckoutAnswer"],
              message: "Read what a person has through app/shared/subscriber (holdings), not the API's answer.",
            },
            {
              name: "~/shared/visitor/visitor",
              importNames: ["readHasPaid"],
              message: "Read the browser's hasPaid through app/shared/subscriber (paid-here.ts, usePaidHere).",
            },
          ],
        },
      ],
    },
  },
  {
    // The page's state on <html> has one owner (app/shared/page/page-flags.ts): no other module sets,
    // reads or clears an attribute of the root, so every flag the boot script and the app share is named there.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/shared/page/page-flags.ts", "**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "CallExpression[callee.object.property.name='documentElement'][callee.property.name=/^(set|get|remove|has|toggle)Attribute$/]",
          message: "Set or read <html>'s attributes through app/shared/page/page-flags.ts (pageFlags).",
        },
      ],
    },
  },
  {
    // A file a reader can hold in mind: 200 lines, every line counted. Only the words are exempt:
    // each language's copy in app/shared/content/<language>/.
    files: ["**/*.{js,mjs,cjs,ts,tsx}"],
    ignores: ["app/shared/content/*/**"],
    rules: { "max-lines": ["error", { max: 200, skipBlankLines: false, skipComments: false }] },
  },
);
