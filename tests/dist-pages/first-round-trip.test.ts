/**
 * The pages of performance-budgets.json's firstRoundTripRoutes paint after one round trip: their
 * HTML and the stylesheets it links, as a CDN sends them (Brotli), fit in its 14,600 bytes.
 * Bytes are the same on every machine, so this is a test, not a bench.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PUBLIC_OUT_DIR } from "../../publishing/repository-paths.ts";
import { BUDGETS, routesInEveryLanguage } from "../../tooling/bench/budgets.ts";
import { bytesBeforePaint, FIRST_ROUND_TRIP_BYTES } from "../../tooling/bench/first-round-trip.ts";
import { resolveFile } from "../../tooling/serve/static-server.ts";
import { builtPages } from "./built-site.ts";

describe.each(routesInEveryLanguage(BUDGETS.firstRoundTripRoutes))("%s", (route) => {
  it("fits its HTML and stylesheets in the first round trip", () => {
    builtPages(); // fails saying so where no site was built
    const file = resolveFile(PUBLIC_OUT_DIR, route);
    expect(file, `${route} is built`).toBeDefined();
    const bytes = bytesBeforePaint(readFileSync(file ?? ""), (href) => resolveFile(PUBLIC_OUT_DIR, href));
    expect(bytes).toBeLessThanOrEqual(FIRST_ROUND_TRIP_BYTES);
  });
});
