import { defineConfig } from "vitest/config";
import { SUITE_REPORTS } from "./tooling/suite/suite-times.ts";

// The Firefox and WebKit smoke layer (engines/): a file per engine, both at once.
export default defineConfig({
  test: {
    include: ["engines/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
    // Each test's result as it ends, so a log shows how far a run got.
    reporters: ["verbose", "json"],
    outputFile: { json: `${SUITE_REPORTS}/engines.json` },
  },
});
