/**
 * `npm run bench:pages`: Lighthouse, mobile defaults (a mid-range phone on slow 4G, simulated),
 * over one route of each kind, against the built dist/ served with compression (run
 * `npm run build` first; the sample images are resized on request as Sanity's CDN does). Each route runs `lighthouse.runs` times, interleaved, and the median
 * of each figure is reported beside the targets in performance-budgets.json. Prints a Markdown
 * table and writes reports/pages.json and reports/pages.md, and each route's last full report as
 * reports/lighthouse-<route>.json (open it in https://googlechrome.github.io/lighthouse/viewer/). It reports; it does not fail on a
 * missed target (timings vary from machine to machine).
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { BUDGETS } from "../e2e/support/budgets.ts";
import { SAMPLE_IMAGE_BASE_URL } from "../src/lib/content/config.ts";
import { findChromium, systemProbe } from "../e2e/support/find-chromium.ts";
import {
  medianRun,
  missedTargets,
  pageRun,
  type LighthouseResult,
  type PageRun,
} from "./lib/lighthouse-summary.ts";
import { ROOT } from "./lib/site-build.ts";
import { selfSignedCertificate } from "./lib/self-signed.ts";
import { resolveFile, serveStatic } from "./lib/static-server.ts";

const dist = join(ROOT, "dist");
if (!existsSync(join(dist, "index.html"))) {
  console.error("dist/ has no site in it: run `npm run build` first.");
  process.exit(1);
}

// `npm run bench:pages -- --runs 1 --route /careers`: a quicker look while working on a page.
const { values: options } = parseArgs({
  options: { runs: { type: "string" }, route: { type: "string", multiple: true } },
});
const runCount = Number(options.runs ?? BUDGETS.lighthouse.runs);
const routes = options.route ?? BUDGETS.routes;
const reports = join(ROOT, "reports");
mkdirSync(reports, { recursive: true });
/** "/" → "-home", "/ourProjects/x" → "-ourProjects-x": a file name per route. */
const slug = (route: string) => (route === "/" ? "-home" : route.replaceAll(/[^A-Za-z0-9]+/g, "-"));
// Sample images answer like Sanity's CDN, so the figures are those of a Sanity-backed site.
// HTTPS with HTTP/2, as the site's hosts serve it (see serveStatic's `tls`).
const server = await serveStatic(dist, {
  imageCdnPrefix: `${SAMPLE_IMAGE_BASE_URL}/images/`,
  tls: selfSignedCertificate(),
});
const chrome = await launch({
  chromePath: findChromium(systemProbe()),
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--ignore-certificate-errors"],
  logLevel: "silent",
});
const runs = Object.fromEntries(routes.map((route) => [route, [] as PageRun[]]));
try {
  for (let round = 1; round <= runCount; round++) {
    for (const route of routes) {
      const result = await lighthouse(`${server.origin}${route}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        // The 404 route is meant to answer 404; any other route must load.
        ignoreStatusCode: resolveFile(dist, route) === undefined,
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${route}.`);
      const run = pageRun(result.lhr as unknown as LighthouseResult);
      runs[route]?.push(run);
      if (round === runCount)
        writeFileSync(join(reports, `lighthouse${slug(route)}.json`), result.report as string);
      console.error(`run ${round}/${runCount} ${route}: performance ${run.performance}`);
    }
  }
} finally {
  chrome.kill();
  await server.close();
}

const targets = BUDGETS.lighthouse;
const rows = routes.map((route) => {
  const median = medianRun(runs[route] ?? []);
  return { route, median, runs: runs[route], missed: missedTargets(route, median, targets) };
});

const seconds = (ms: number) => (ms / 1000).toFixed(2);
const table = [
  `Lighthouse 13, mobile defaults, median of ${runCount} runs. Targets: Performance ${targets.minimumScores["performance"]} (home ${targets.minimumPerformanceByRoute["/"]}), Accessibility, Best Practices and SEO 100, TBT ≤ ${targets.maxTotalBlockingTimeMs} ms, CLS ≤ ${targets.maxCumulativeLayoutShift}, LCP ≤ ${seconds(targets.maxLargestContentfulPaintMs)} s (home ${seconds(targets.maxLargestContentfulPaintMsByRoute["/"] ?? 0)} s).`,
  "",
  "| Route | Perf | A11y | BP | SEO | FCP | LCP | TBT | CLS | Speed Index | Targets |",
  "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
  ...rows.map(
    ({ route, median: m, missed }) =>
      `| ${route} | ${m.performance} | ${m.accessibility} | ${m.bestPractices} | ${m.seo} | ${seconds(m.fcpMs)} s | ${seconds(m.lcpMs)} s | ${Math.round(m.tbtMs)} ms | ${m.cls.toFixed(3)} | ${seconds(m.speedIndexMs)} s | ${missed.length === 0 ? "all met" : `missed: ${missed.join("; ")}`} |`,
  ),
].join("\n");

writeFileSync(join(reports, "pages.json"), `${JSON.stringify({ targets, rows }, null, 2)}\n`);
writeFileSync(join(reports, "pages.md"), `${table}\n`);
console.log(table);
