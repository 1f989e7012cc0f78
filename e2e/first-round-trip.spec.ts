import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { ROOT } from "../publishing/repository-paths.ts";
import { BUDGETS, routesInEveryLanguage } from "../tooling/bench/budgets.ts";
import { bytesBeforePaint, FIRST_ROUND_TRIP_BYTES } from "../tooling/bench/first-round-trip.ts";
import { resolveFile } from "../tooling/serve/static-server.ts";

// The pages of performance-budgets.json's firstRoundTripRoutes paint after one round trip: their
// HTML and the stylesheets it links, as a CDN sends them, fit in its 14,600 bytes. Bytes are
// the same on every machine, so this is a test, not a bench.
const DIST = join(ROOT, "dist");

for (const route of routesInEveryLanguage(BUDGETS.firstRoundTripRoutes)) {
  test(`${route} fits its HTML and stylesheets in the first round trip`, () => {
    const file = resolveFile(DIST, route);
    expect(file, `${route} is built`).toBeDefined();
    const bytes = bytesBeforePaint(readFileSync(file ?? ""), (href) => resolveFile(DIST, href));
    expect(bytes).toBeLessThanOrEqual(FIRST_ROUND_TRIP_BYTES);
  });
}
