/**
 * `npm run bench:build`: how the build scales with the portfolio. For 100, 1,000 and 10,000
 * projects, each in English and in Arabic (tooling/sample-data/generated-projects.ts: the
 * sample's, then generated ones; the other document types at sample size), builds the site through the
 * real @sanity/client path against the Sanity-compatible test server on 127.0.0.1, and a
 * bare Astro page with no content the same number of times (the floor). Reports wall time,
 * pages per second, time per page, peak memory and requests per query; writes
 * reports/build.json and reports/build.md.
 *
 * Each size is built `--runs` times (default 3), the site and the bare page in turn, and the
 * medians are reported: on a shared machine one build's wall time can vary by half.
 *
 *   npm run bench:build
 *   npm run bench:build -- 500 5000 --runs 1
 */
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { startFakeSanity } from "../fake-sanity/server.ts";
import { sampleDocuments } from "../builds.ts";
import { withGeneratedProjects } from "../sample-data/generated-projects.ts";
import { REPORTS_DIR, ROOT } from "../../publishing/repository-paths.ts";

type Doc = { _id: string; _type: string; [key: string]: unknown };

const { values: options, positionals } = parseArgs({
  options: { runs: { type: "string", default: "3" } },
  allowPositionals: true,
});
const runCount = Number(options.runs);
if (!Number.isInteger(runCount) || runCount < 1) throw new Error(`Not a number of runs: ${options.runs}`);
const counts = positionals.map(Number);
const sizes = counts.length > 0 ? counts : [100, 1000, 10_000];
if (sizes.some((n) => !Number.isInteger(n) || n < 1)) throw new Error(`Not project counts: ${positionals}`);

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** The median, over paired runs, of the site's per-page figure over the bare page's. */
const pairedRatio = (sites: readonly Run[], floors: readonly Run[], figure: (run: Run) => number) =>
  median(
    sites.map((site, i) => {
      const floor = floors[i] ?? site;
      return figure(site) / site.pages / (figure(floor) / floor.pages);
    }),
  );

const ASTRO = join(ROOT, "node_modules/astro/bin/astro.mjs");
const USAGE = join(ROOT, "tooling/bench/report-resource-usage.ts");

interface Run {
  readonly seconds: number;
  readonly cpuSeconds: number;
  readonly pages: number;
  readonly peakMiB: number;
}

/** Runs `astro build` in `cwd` into `outDir`; wall and CPU time, HTML pages written, peak memory. */
async function timedBuild(cwd: string, outDir: string, env: NodeJS.ProcessEnv): Promise<Run> {
  const usageFile = join(outDir, "..", `${Date.now()}.usage.json`);
  const started = performance.now();
  const status = await new Promise<number | null>((resolve) => {
    const child = spawn(process.execPath, ["--import", USAGE, ASTRO, "build", "--outDir", outDir], {
      cwd,
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, ...env, RESOURCE_USAGE_FILE: usageFile },
    });
    child.on("close", resolve);
  });
  const seconds = (performance.now() - started) / 1000;
  if (status !== 0) throw new Error(`build in ${cwd} failed with status ${status}`);
  const pages = readdirSync(outDir, { recursive: true, encoding: "utf8" }).filter((file) =>
    file.endsWith(".html"),
  ).length;
  const usage = JSON.parse(readFileSync(usageFile, "utf8")) as { maxRssKiB: number; cpuSeconds: number };
  rmSync(usageFile, { force: true });
  return { seconds, cpuSeconds: usage.cpuSeconds, pages, peakMiB: usage.maxRssKiB / 1024 };
}

/** The sample with generated projects up to `count`, each in English and in Arabic as the sample's are. */
const dataset = (count: number) => withGeneratedProjects(sampleDocuments() as Doc[], count);

// The floor: a page with no content, one per id, in a project of its own inside the repository
// (so it resolves the same Astro).
const bare = join(ROOT, ".bench-bare");
rmSync(bare, { recursive: true, force: true });
mkdirSync(join(bare, "src/pages"), { recursive: true });
writeFileSync(join(bare, "astro.config.mjs"), "export default {};\n");
writeFileSync(
  join(bare, "src/pages/[id].astro"),
  `---
export function getStaticPaths() {
  return Array.from({ length: Number(process.env.BARE_PAGES) }, (_, i) => ({ params: { id: String(i) } }));
}
---
<!doctype html><html lang="en"><head><title>{Astro.params.id}</title></head><body><h1>{Astro.params.id}</h1></body></html>
`,
);

const rows = [];
const work = mkdtempSync(join(tmpdir(), "bench-build-"));
try {
  for (const count of sizes) {
    const server = await startFakeSanity({ production: dataset(count) });
    const sites: Run[] = [];
    const floors: Run[] = [];
    // Requests per query, the most any one build made.
    const perQuery = new Map<string, number>();
    for (let run = 1; run <= runCount; run++) {
      const before = server.requests.length;
      sites.push(
        await timedBuild(ROOT, join(work, `site-${count}`), {
          PUBLIC_SANITY_PROJECT_ID: "bench",
          PUBLIC_SANITY_DATASET: "",
          SANITY_API_HOST: server.origin,
        }),
      );
      const counted = new Map<string, number>();
      for (const request of server.requests.slice(before)) {
        const query = request.url.searchParams.get("query") ?? "";
        counted.set(query, (counted.get(query) ?? 0) + 1);
      }
      for (const [query, n] of counted) perQuery.set(query, Math.max(perQuery.get(query) ?? 0, n));
      floors.push(await timedBuild(bare, join(work, `bare-${count}`), { BARE_PAGES: String(count) }));
      rmSync(join(work, `site-${count}`), { recursive: true, force: true });
      rmSync(join(work, `bare-${count}`), { recursive: true, force: true });
      console.error(
        `${count} projects, run ${run}/${runCount}: ${sites.at(-1)?.pages} pages in ${sites.at(-1)?.seconds.toFixed(1)} s (bare: ${floors.at(-1)?.seconds.toFixed(1)} s)`,
      );
    }
    await server.close();
    const sitePages = sites[0]?.pages ?? 0;
    const barePages = floors[0]?.pages ?? 0;
    const siteSeconds = median(sites.map((run) => run.seconds));
    const bareSeconds = median(floors.map((run) => run.seconds));
    rows.push({
      projects: count,
      runs: runCount,
      sitePages,
      siteSeconds,
      sitePagesPerSecond: sitePages / siteSeconds,
      siteMsPerPage: (siteSeconds * 1000) / sitePages,
      barePages,
      bareSeconds,
      bareMsPerPage: (bareSeconds * 1000) / barePages,
      // Each run's site build against the bare build beside it, so a slow spell moves both.
      timesBare: pairedRatio(sites, floors, (run) => run.seconds),
      siteCpuMsPerPage: (median(sites.map((run) => run.cpuSeconds)) * 1000) / sitePages,
      // CPU time leaves out the waits on a busy disk, which move wall time most.
      cpuTimesBare: pairedRatio(sites, floors, (run) => run.cpuSeconds),
      peakMiB: Math.max(...sites.map((run) => run.peakMiB)),
      queries: perQuery.size,
      maxRequestsPerQuery: Math.max(...perQuery.values()),
    });
  }
} finally {
  rmSync(work, { recursive: true, force: true });
  rmSync(bare, { recursive: true, force: true });
}

const last = rows.at(-1);
const previous = rows.at(-2);
const table = [
  `Median of ${runCount} runs per size, the site and the bare page in turn. Targets: at the largest size, time per page within 1.5× the bare page's and within 1.2× its own at the size before; peak memory under 2 GB; one request per query.`,
  "",
  "| Projects | Pages | Wall | Pages/s | ms/page | Bare page ms/page | × bare | CPU ms/page | CPU × bare | Peak memory | Requests per query |",
  "| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  ...rows.map(
    (row) =>
      `| ${row.projects} | ${row.sitePages} | ${row.siteSeconds.toFixed(1)} s | ${row.sitePagesPerSecond.toFixed(0)} | ${row.siteMsPerPage.toFixed(2)} | ${row.bareMsPerPage.toFixed(2)} | ${row.timesBare.toFixed(2)} | ${row.siteCpuMsPerPage.toFixed(2)} | ${row.cpuTimesBare.toFixed(2)} | ${row.peakMiB.toFixed(0)} MiB | ${row.maxRequestsPerQuery} (${row.queries} queries) |`,
  ),
  "",
  last && previous
    ? `Growth from ${previous.projects} to ${last.projects} projects: ${(last.siteMsPerPage / previous.siteMsPerPage).toFixed(2)}× the time per page.`
    : "",
].join("\n");

mkdirSync(REPORTS_DIR, { recursive: true });
writeFileSync(join(ROOT, "reports/build.json"), `${JSON.stringify(rows, null, 2)}\n`);
writeFileSync(join(ROOT, "reports/build.md"), `${table}\n`);
console.log(table);
