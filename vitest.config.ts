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
    // A worker keeps the modules it has loaded from one file to the next: each file loading
    // Astro's, React's and the Studio's modules afresh took a fifth of the layer (181 s → 155 s
    // here, 325 → 277 processor seconds). So what a file changes must not reach the next: each
    // that fakes the clock restores it, and the two that mock a Node module (releases.test.ts,
    // profile-pictures.test.ts) pass every call through to it unless their own test arms them.
    isolate: false,
    // The theme's colours are read from the site's stylesheet as text (src/lib/site-colours.ts):
    // Vitest would hand any stylesheet over empty.
    css: { include: [/src\/styles\/global\.css/] },
    // Each file's time for `npm test`'s summary (tooling/suite/).
    reporters: ["default", "json"],
    outputFile: { json: `${SUITE_REPORTS}/unit.json` },
  },
});
