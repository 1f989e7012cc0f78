/**
 * `npm run bench:js`: the JavaScript each kind of route loads, in gzip bytes, before any
 * interaction and after a full scroll, at 390 and 1440 px, against the built dist/ (run
 * `npm run build` first). Prints a Markdown table and writes reports/js.json and
 * reports/js.md. The budgets are checked in `npm test` (e2e/js-budget.spec.ts).
 */
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { BUDGETS, overBudget, routesInEveryLanguage } from "./budgets.ts";
import { findChromium, systemProbe } from "../find-chromium.ts";
import { measureJs, totalBytes } from "./js-weight.ts";
import { REPORTS_DIR, ROOT } from "../../publishing/repository-paths.ts";

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const port = await freePort();
const preview = spawn(
  process.execPath,
  [
    join(ROOT, "node_modules/astro/bin/astro.mjs"),
    "preview",
    "--host",
    "127.0.0.1",
    "--port",
    String(port),
    "--ignore-lock",
  ],
  { cwd: ROOT, stdio: "ignore" },
);
const base = `http://127.0.0.1:${port}`;
for (let tries = 0; ; tries++) {
  try {
    await fetch(base);
    break;
  } catch {
    if (tries > 100) throw new Error("astro preview did not start; is dist/ built?");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

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
  preview.kill();
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
writeFileSync(join(ROOT, "reports/js.json"), `${JSON.stringify(rows, null, 2)}\n`);
writeFileSync(join(ROOT, "reports/js.md"), `${table}\n`);
console.log(table);
