/**
 * `npm run bench:js`: the JavaScript each kind of route loads, in gzip bytes, before any
 * interaction and after a full scroll, at 390 and 1440 px, against the built dist/ (run
 * `npm run build` first). Prints a Markdown table and writes reports/js.json and
 * reports/js.md. The budgets are checked in `npm test` (e2e/js-budget.spec.ts).
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { BUDGETS, overBudget, routesInEveryLanguage } from "./budgets.ts";
import { findChromium, systemProbe } from "../find-chromium.ts";
import { measureJs, totalBytes } from "./js-weight.ts";
import { serveStatic } from "../serve/static-server.ts";
import { SAMPLE_IMAGE_BASE_URL } from "#src/config/content-config.ts";
import { PUBLIC_OUT_DIR, REPORTS_DIR } from "../../publishing/repository-paths.ts";

if (!existsSync(join(PUBLIC_OUT_DIR, "index.html"))) {
  console.error("dist/ has no site in it: run `npm run build` first.");
  process.exit(1);
}

// The site as its hosts serve it: each language's own 404 page, sample images answered like
// Sanity's CDN.
const server = await serveStatic(PUBLIC_OUT_DIR, { imageCdnPrefix: `${SAMPLE_IMAGE_BASE_URL}/images/` });
const base = server.origin;

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const rows: Record<string, string | number>[] = [];
const browser = await chromium.launch({ executablePath: findChromium(systemProbe()) });
try {
  for (const width of [390, 1440]) {
    for (const route of routesInEveryLanguage()) {
      const page = await browser.newPage({ viewport: { width, height: 844 } });
      const { beforeInteraction, afterScroll } = await measureJs(page, `${base}${route}`);
      await page.close();
      const runtime = totalBytes(beforeInteraction.filter((load) => load.reactRuntime));
      const before = totalBytes(beforeInteraction);
      rows.push({
        route,
        width,
        beforeBytes: before,
        reactRuntimeBytes: runtime,
        afterScrollBytes: totalBytes(afterScroll),
        verdict: overBudget(route, before, runtime) ?? "within budget",
      });
    }
  }
} finally {
  await browser.close();
  await server.close();
}

const { islandFreePageMaxGzipBytes, beyondReactRuntimeMaxGzipBytes } = BUDGETS.javascript;
const table = [
  `JavaScript, gzip KB. Budget before interaction: ${kb(islandFreePageMaxGzipBytes)} KB on a page without islands; React + ${kb(beyondReactRuntimeMaxGzipBytes)} KB otherwise.`,
  "",
  "| Route | Width | Before interaction | of which React | After full scroll | Budget |",
  "| --- | ---: | ---: | ---: | ---: | --- |",
  ...rows.map(
    (row) =>
      `| ${row["route"]} | ${row["width"]} | ${kb(Number(row["beforeBytes"]))} | ${kb(Number(row["reactRuntimeBytes"]))} | ${kb(Number(row["afterScrollBytes"]))} | ${row["verdict"]} |`,
  ),
].join("\n");

mkdirSync(REPORTS_DIR, { recursive: true });
writeFileSync(join(REPORTS_DIR, "js.json"), `${JSON.stringify(rows, null, 2)}\n`);
writeFileSync(join(REPORTS_DIR, "js.md"), `${table}\n`);
console.log(table);
