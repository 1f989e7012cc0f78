/// <reference types="vitest/config" />
import { getViteConfig } from "astro/config";
import { SUITE_REPORTS } from "./tooling/suite/suite-times.ts";

// Astro's own Vite configuration, so tests compile .tsx and ?raw imports exactly as the build does.
export default getViteConfig({
  test: {
    environment: "node",
    include: ["tests/**/*.test.{ts,tsx}"],
    // What the built site's HTML says runs after the build (vitest.dist.config.ts).
    exclude: ["tests/dist-pages/**"],
    // Both cores (Vitest's default on two is one worker). The files that build the site may
    // run two at once: each build stages its work in a folder of its own (astroBuild).
    maxWorkers: 2,
    // The theme's colours are read from the site's stylesheet as text (src/lib/site-colours.ts):
    // Vitest would hand any stylesheet over empty.
    css: { include: [/src\/styles\/global\.css/] },
    // Each file's time for `npm test`'s summary (tooling/suite/).
    reporters: ["default", "json"],
    outputFile: { json: `${SUITE_REPORTS}/unit.json` },
  },
});
