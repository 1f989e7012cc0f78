import js from "@eslint/js";
import astro from "eslint-plugin-astro";
import jsxA11y from "eslint-plugin-jsx-a11y-x";
import reactHooks from "eslint-plugin-react-hooks";
import { defineConfig, globalIgnores } from "eslint/config";
import globals from "globals";
import tseslint from "typescript-eslint";

export default defineConfig(
  globalIgnores([
    "dist/",
    "dist-preview/",
    ".dist-preview.*/",
    "studio/dist/",
    "studio/.sanity/",
    // Written by `npm run typegen` (Sanity TypeGen).
    "studio/schema.json",
    "src/lib/content/sanity.types.ts",
    ".dist.*/",
    "reports/",
    ".bench-bare/",
    ".astro/",
    "test-results/",
    "playwright-report/",
  ]),
  js.configs.recommended,
  tseslint.configs.strict,
  astro.configs["flat/recommended"],
  astro.configs["flat/jsx-a11y-recommended"],
  {
    files: ["**/*.tsx"],
    extends: [jsxA11y.configs.recommended, reactHooks.configs.flat.recommended],
    rules: {
      // A scrollable region must take keyboard focus to be scrolled without a mouse (WCAG 2.1.1).
      "jsx-a11y-x/no-noninteractive-tabindex": ["error", { roles: ["tabpanel", "region"] }],
      // Islands are rendered with renderToString (astro.config.mjs), which leaves out the prefix
      // the browser hydrates useId with: the ids would differ and aria references would break.
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "react",
              importNames: ["useId"],
              message: "Islands render without useId's prefix (astro.config.mjs); take the id from a prop.",
            },
          ],
        },
      ],
    },
  },
  { languageOptions: { globals: { ...globals.browser, ...globals.node } } },
);
