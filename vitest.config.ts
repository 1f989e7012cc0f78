/// <reference types="vitest/config" />
import { getViteConfig } from "astro/config";

/**
 * The test files that build the site with Astro. Astro stages a build whose output lies outside
 * the project in the project's own `.astro/` folder, so two at once overwrite each other's: these
 * run one after another, beside the rest.
 */
const BUILDS = [
  "tests/build.test.ts",
  "tests/built-pages.test.ts",
  "tests/preview-build.test.ts",
  "tests/preview/preview-server.test.ts",
  "tests/publishing/releases.test.ts",
];

// Astro's own Vite configuration, so tests compile .tsx and ?raw imports exactly as the build does.
export default getViteConfig({
  test: {
    environment: "node",
    // Both cores: the builds take one in turn, the other files the other.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: "units",
          include: ["tests/**/*.test.{ts,tsx}"],
          exclude: BUILDS,
          // Type-level tests (*.test-d.ts) are checked by tsc within the same run, so a broken
          // type fails `vitest run` like a failing assertion.
          typecheck: { enabled: true, include: ["tests/**/*.test-d.ts"] },
        },
      },
      { extends: true, test: { name: "builds", include: BUILDS, fileParallelism: false } },
    ],
  },
});
