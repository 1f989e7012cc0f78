import { defineConfig } from "vitest/config";
import { SUITE_REPORTS } from "./tooling/suite/suite-times.ts";

// What the built site's HTML says, read from dist/ once `npm run build` has written it
// (tests/dist-pages/): no browser needed.
export default defineConfig({
  test: {
    include: ["tests/dist-pages/**/*.test.ts"],
    environment: "node",
    reporters: ["default", "json"],
    outputFile: { json: `${SUITE_REPORTS}/dist.json` },
  },
});
