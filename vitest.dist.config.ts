import { defineConfig } from "vitest/config";
import { SUITE_REPORTS } from "./tooling/suite/suite-times.ts";

// What the built site's HTML says, read from dist/ once `npm run build` has written it
// (tests/dist-pages/): no browser needed.
export default defineConfig({
  test: {
    include: ["tests/dist-pages/**/*.test.ts"],
    environment: "node",
    // Both cores (Vitest's default on two is one worker), each keeping the modules it has
    // loaded from one file to the next: 51 s → 24 s here, 72 → 46 processor seconds.
    maxWorkers: 2,
    isolate: false,
    // A test here reads every page of the site: with a core kept busy, one that takes 2.5 to
    // 3.5 s in a clean-clone run took 5.3 s, past Vitest's default of 5 s (for a unit's test).
    testTimeout: 30_000,
    reporters: ["default", "json"],
    outputFile: { json: `${SUITE_REPORTS}/dist.json` },
  },
});
