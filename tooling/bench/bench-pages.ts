/**
 * `npm run bench:pages`: Lighthouse, mobile defaults (a mid-range phone on slow 4G, simulated),
 * over one route of each kind, against the built dist/ served with compression (run
 * `npm run build` first; the sample images are resized on request as Sanity's CDN does). Each route runs `lighthouse.runs` times, interleaved, and the median
 * of each figure is reported beside the targets in performance-budgets.json. Prints a Markdown
 * table and writes reports/pages.json and reports/pages.md, and each route's last full report as
 * reports/lighthouse-<route>.json (open it in https://googlechrome.github.io/lighthouse/viewer/). It reports; it does not fail on a
 * missed target (timings vary from machine to machine).
 *
 * `-- --projects N` measures a larger portfolio instead: it builds the sample with generated
 * projects added up to N (tooling/sample-data/generated-projects.ts) into a folder of its own, and
 * measures /ourProjects, one category of it and the home page. Every table gives each page's
 * HTML size, raw and Brotli-compressed, and the Brotli bytes it needs before it can paint, its
 * stylesheets included (tooling/bench/first-round-trip.ts).
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { BUDGETS, routesInEveryLanguage } from "./budgets.ts";
import { brotliBytes, bytesBeforePaint, FIRST_ROUND_TRIP_BYTES } from "./first-round-trip.ts";
import { SAMPLE_IMAGE_BASE_URL } from "#src/config/content-config.ts";
import { projectListPath } from "#src/lib/listing/project-path.ts";
import { findChromium, systemProbe } from "../find-chromium.ts";
import {
  HOST_BENCHMARK_NOTE,
  medianRun,
  missedTargets,
  pageRun,
  type LighthouseResult,
  type PageRun,
} from "./lighthouse-summary.ts";
import { withGeneratedProjects } from "../sample-data/generated-projects.ts";

import { runBuildScript, sampleDocuments } from "../builds.ts";
import { selfSignedCertificate } from "../serve/self-signed.ts";
import { resolveFile, serveStatic } from "../serve/static-server.ts";
import { PUBLIC_OUT_DIR, REPORTS_DIR } from "../../publishing/repository-paths.ts";

// `npm run bench:pages -- --runs 1 --route /careers`: a quicker look while working on a page.
const { values: options } = parseArgs({
  options: {
    runs: { type: "string" },
    route: { type: "string", multiple: true },
    projects: { type: "string" },
  },
});
const runCount = Number(options.runs ?? BUDGETS.lighthouse.runs);
const projects = options.projects === undefined ? undefined : Number(options.projects);
if (projects !== undefined && !Number.isInteger(projects))
  throw new Error(`Not a number of projects: ${options.projects}`);
/** The portfolio routes --projects measures: the list, one category of it, and home. */
const PORTFOLIO_ROUTES = ["/ourProjects", projectListPath("Residential"), "/"];
const routes =
  options.route ?? routesInEveryLanguage(projects === undefined ? BUDGETS.routes : PORTFOLIO_ROUTES);

let dist = PUBLIC_OUT_DIR;
let work: string | undefined;
if (projects !== undefined) {
  work = mkdtempSync(join(tmpdir(), "bench-pages-"));
  const file = join(work, "dataset.ndjson");
  const documents = withGeneratedProjects(sampleDocuments() as { _id: string; _type: string }[], projects);
  writeFileSync(file, documents.map((doc) => JSON.stringify(doc)).join("\n"));
  dist = join(work, "site");
  const built = await runBuildScript(dist, { SAMPLE_DATASET_FILE: file });
  if (built.status !== 0)
    throw new Error(`The site with ${projects} projects did not build:\n${built.output}`);
  console.error(built.output.trim().split("\n").at(-1));
}
if (!existsSync(join(dist, "index.html"))) {
  console.error("dist/ has no site in it: run `npm run build` first.");
  process.exit(1);
}
const reports = REPORTS_DIR;
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

/**
 * A route's HTML document, raw and as a CDN sends it (Brotli, quality 11), and what it needs
 * before it can paint (with its stylesheets), in bytes.
 */
function htmlBytes(route: string): { raw: number; brotli: number; beforePaint: number } {
  const file = resolveFile(dist, route) ?? resolveFile(dist, "/404.html");
  const html = file === undefined ? Buffer.alloc(0) : readFileSync(file);
  const beforePaint = bytesBeforePaint(html, (href) => resolveFile(dist, href));
  return { raw: html.length, brotli: brotliBytes(html), beforePaint };
}
const sizes = Object.fromEntries(routes.map((route) => [route, htmlBytes(route)]));
if (work !== undefined) rmSync(work, { recursive: true, force: true });

const targets = BUDGETS.lighthouse;
const rows = routes.map((route) => {
  const median = medianRun(runs[route] ?? []);
  return { route, median, runs: runs[route], missed: missedTargets(route, median, targets) };
});

const seconds = (ms: number) => (ms / 1000).toFixed(2);
const kb = (bytes = 0) => `${(bytes / 1024).toFixed(1)} KB`;
const lcpByRoute = Object.entries(targets.maxLargestContentfulPaintMsByRoute)
  .map(([route, ms]) => `${route} ${seconds(ms)} s`)
  .join(", ");
const table = [
  `Lighthouse 13, mobile defaults, median of ${runCount} runs${projects === undefined ? "" : `, the sample with ${projects} projects`}. Targets: Performance ${targets.minimumScores["performance"]} (home ${targets.minimumPerformanceByRoute["/"]}), Accessibility, Best Practices and SEO 100, TBT ≤ ${targets.maxTotalBlockingTimeMs} ms, CLS ≤ ${targets.maxCumulativeLayoutShift}, LCP ≤ ${seconds(targets.maxLargestContentfulPaintMs)} s (${lcpByRoute}).`,
  "",
  `"With CSS": the Brotli HTML and stylesheets a page needs before it paints. The first round trip carries ${kb(FIRST_ROUND_TRIP_BYTES)}, headers included; a page over it paints one round trip (150 ms) later.`,
  "",
  `"Host": Lighthouse's BenchmarkIndex of this machine during the runs. ${HOST_BENCHMARK_NOTE}`,
  "",
  "| Route | HTML | HTML Brotli | With CSS | Perf | A11y | BP | SEO | FCP | LCP | TBT | CLS | Speed Index | Host | Targets |",
  "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
  ...rows.map(
    ({ route, median: m, missed }) =>
      `| ${route} | ${kb(sizes[route]?.raw)} | ${kb(sizes[route]?.brotli)} | ${kb(sizes[route]?.beforePaint)} | ${m.performance} | ${m.accessibility} | ${m.bestPractices} | ${m.seo} | ${seconds(m.fcpMs)} s | ${seconds(m.lcpMs)} s | ${Math.round(m.tbtMs)} ms | ${m.cls.toFixed(3)} | ${seconds(m.speedIndexMs)} s | ${Math.round(m.hostBenchmarkIndex)} | ${missed.length === 0 ? "all met" : `missed: ${missed.join("; ")}`} |`,
  ),
].join("\n");

writeFileSync(
  join(reports, "pages.json"),
  `${JSON.stringify({ targets, projects, sizes, rows }, null, 2)}\n`,
);
writeFileSync(join(reports, "pages.md"), `${table}\n`);
console.log(table);
