import js from "@eslint/js";
import astro from "eslint-plugin-astro";
import jsxA11y from "eslint-plugin-jsx-a11y-x";
import reactHooks from "eslint-plugin-react-hooks";
import { defineConfig, globalIgnores } from "eslint/config";
import globals from "globals";
import tseslint from "typescript-eslint";

const TESTS = ["**/tests/**", "**/e2e/**", "**/engines/**"];
const TOOLING = ["**/tooling/**"];
/** An import restriction naming the folders a part of the repository may not import from. */
const layer = (...folders) => ({
  group: folders.flat(),
  message:
    "The site, the Studio and publishing never import tooling or tests, and tooling never imports tests.",
});
/**
 * One way to name a module of the site (README, "Layout"): `./` for its own folder and below,
 * `#src/` (package.json "imports") from anywhere else, always with the file's extension, so
 * Node, Vite, Vitest, Playwright and TypeGen all resolve the same specifier.
 */
const SITE_IMPORTS = [
  { regex: "^\\.\\./", message: "Import from another folder of src/ as #src/..., not with ../." },
  { regex: "^~/", message: 'Import src/ as #src/... (package.json "imports").' },
  {
    regex: "^(\\.|#src)/?.*/[^/.]+$",
    message: "Name the imported file with its extension (.ts, .tsx, .astro): Node resolves nothing else.",
  },
];
const INTO_SITE = [
  { regex: "^(\\.\\./)+src/", message: 'Import the site\'s modules as #src/... (package.json "imports").' },
];

/** lib/, i18n/ and config/ import nothing from islands/, not even a type. */
const NOTHING_FROM_ISLANDS = {
  regex: "^#src/islands/",
  message:
    "Islands take from lib/, i18n/ and config/, never the other way round: move the type or value here.",
};

export default defineConfig(
  globalIgnores([
    "dist/",
    "dist-preview/",
    "dist-preview-server/",
    ".dist-preview.*/",
    ".netlify/",
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
    },
  },
  // The parts of the repository depend one way (README, "Layout"): the product never on the
  // tooling or the tests, the tooling never on the tests.
  {
    files: ["src/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [layer(TESTS, TOOLING), ...SITE_IMPORTS] }] },
  },
  {
    // The Studio is a package of its own, outside package.json's "imports": it climbs to src/.
    files: ["studio/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [layer(TESTS, TOOLING)] }] },
  },
  {
    files: ["publishing/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [layer(TESTS, TOOLING), ...INTO_SITE] }] },
  },
  {
    files: ["tooling/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [layer(TESTS), ...INTO_SITE] }] },
  },
  {
    files: ["tests/**", "e2e/**", "engines/**", "*.ts", "*.mjs"],
    rules: { "no-restricted-imports": ["error", { patterns: INTO_SITE }] },
  },
  {
    files: ["src/**/*.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          // Islands are rendered with renderToString (astro.config.mjs), which leaves out the
          // prefix the browser hydrates useId with: the ids would differ and aria references break.
          paths: [
            {
              name: "react",
              importNames: ["useId"],
              message: "Islands render without useId's prefix (astro.config.mjs); take the id from a prop.",
            },
          ],
          patterns: [layer(TESTS, TOOLING), ...SITE_IMPORTS],
        },
      ],
    },
  },
  {
    // What runs in the browser takes its words from the page (props, data attributes), so no
    // page's JavaScript carries a dictionary, or another language's words (docs/architecture.md).
    files: ["src/islands/**", "src/scripts/**", "src/components/**/*.tsx", "src/preview/browser/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^#src/i18n/(en|ar|dictionary|locales|island-words)\\.ts$",
              allowTypeImports: true,
              message: "Browser code receives its words (props or data-words), never a dictionary.",
            },
            {
              regex: "^(#src/i18n/paths\\.ts|astro:i18n)$",
              allowTypeImports: true,
              message: "Browser code makes its paths with i18n/root-path.ts from the root it receives.",
            },
            {
              regex: "^#src/lib/build/",
              allowTypeImports: true,
              message:
                "lib/build/ runs only at build: what the browser needs belongs in lib/ or lib/browser/.",
            },
          ],
        },
      ],
    },
  },
  {
    // Pure helpers and the content layer, which the browser loads too (a project published after
    // the build): Astro's i18n module would bring 84 KB of Astro into the page, and eval.
    files: ["src/lib/*.ts", "src/lib/browser/**", "src/lib/listing/**", "src/lib/content/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            NOTHING_FROM_ISLANDS,
            {
              regex: "^(#src/i18n/paths\\.ts|astro:i18n)$",
              allowTypeImports: true,
              message:
                "Take the language's root (i18n/paths.ts localeRoot) as an argument; use i18n/root-path.ts.",
            },
          ],
        },
      ],
    },
  },
  {
    // The content layer, the helpers, the words and the settings are below the islands: an
    // island takes their types and values, never the other way round.
    files: ["src/lib/**", "src/i18n/**", "src/config/**"],
    ignores: ["src/lib/*.ts", "src/lib/browser/**", "src/lib/listing/**", "src/lib/content/**"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [NOTHING_FROM_ISLANDS] }] },
  },
  {
    // A page's data is in one place: its route module (lib/routes/) or Astro.locals, filled once
    // per page (src/middleware.ts). Neither a page nor a layout or component loads content.
    files: ["src/pages/**", "src/layouts/**", "src/components/**/*.astro"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^#src/lib/content/(loaders|build-images)\\.ts$",
              message: "Take the page's content from its route module (lib/routes/) or Astro.locals.",
            },
          ],
        },
      ],
    },
  },
  { languageOptions: { globals: { ...globals.browser, ...globals.node } } },
);
