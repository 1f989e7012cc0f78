/**
 * What `npm run bench:pages` keeps of a Lighthouse report, the median of several runs, and
 * which targets of performance-budgets.json a route misses.
 */
import { routeLanguage, type Budgets } from "./budgets.ts";
import { median } from "./statistics.ts";

/** What a run's host BenchmarkIndex says of its figures. */
export const HOST_BENCHMARK_NOTE =
  "Lighthouse's 4× CPU slowdown stands for a mid-range phone on a host of 1,500 to 2,000; on a slower or busier host, blocking times come out longer.";

/** One Lighthouse run of one route: scores 0 to 100, times in milliseconds. */
export interface PageRun {
  readonly performance: number;
  readonly accessibility: number;
  readonly bestPractices: number;
  readonly seo: number;
  readonly fcpMs: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  readonly speedIndexMs: number;
  /** Lighthouse's BenchmarkIndex of the machine during the run (HOST_BENCHMARK_NOTE). */
  readonly hostBenchmarkIndex: number;
}

/** The parts of a Lighthouse result (LH.Result) read here. */
export interface LighthouseResult {
  readonly categories: Readonly<Record<string, { readonly score: number | null } | undefined>>;
  readonly audits: Readonly<Record<string, { readonly numericValue?: number } | undefined>>;
  readonly runtimeError?: { readonly code: string; readonly message: string };
  readonly environment?: { readonly benchmarkIndex?: number };
}

const CATEGORIES = {
  performance: "performance",
  accessibility: "accessibility",
  bestPractices: "best-practices",
  seo: "seo",
} as const;

const AUDITS = {
  fcpMs: "first-contentful-paint",
  lcpMs: "largest-contentful-paint",
  tbtMs: "total-blocking-time",
  cls: "cumulative-layout-shift",
  speedIndexMs: "speed-index",
} as const;

/** Reads a run from a Lighthouse result; throws, naming what is missing, on an incomplete one. */
export function pageRun(result: LighthouseResult): PageRun {
  if (result.runtimeError) {
    throw new Error(`Lighthouse failed: ${result.runtimeError.code} ${result.runtimeError.message}`);
  }
  const run: Record<string, number> = {};
  for (const [key, id] of Object.entries(CATEGORIES)) {
    const score = result.categories[id]?.score;
    if (typeof score !== "number") throw new Error(`Lighthouse gave no ${id} score.`);
    run[key] = Math.round(score * 100);
  }
  for (const [key, id] of Object.entries(AUDITS)) {
    const value = result.audits[id]?.numericValue;
    if (typeof value !== "number") throw new Error(`Lighthouse gave no value for ${id}.`);
    run[key] = value;
  }
  const benchmarkIndex = result.environment?.benchmarkIndex;
  if (typeof benchmarkIndex !== "number") throw new Error("Lighthouse gave no BenchmarkIndex.");
  run["hostBenchmarkIndex"] = benchmarkIndex;
  return run as unknown as PageRun;
}

/** The median of each figure, over the runs of one route. */
export function medianRun(runs: readonly PageRun[]): PageRun {
  const keys = Object.keys(runs[0] ?? {}) as (keyof PageRun)[];
  if (keys.length === 0) throw new Error("No runs to take the median of.");
  return Object.fromEntries(
    keys.map((key) => [key, median(runs.map((run) => run[key]))]),
  ) as unknown as PageRun;
}

/** The targets one route's median run misses, each as a sentence; empty when it meets all. */
export function missedTargets(route: string, run: PageRun, targets: Budgets["lighthouse"]): string[] {
  const missed: string[] = [];
  const { code, path } = routeLanguage(route);
  const minimum = (id: string) =>
    id === "performance"
      ? (targets.minimumPerformanceByRoute[path] ?? targets.minimumScores[id] ?? 0)
      : (targets.minimumScores[id] ?? 0);
  for (const [key, id] of Object.entries(CATEGORIES)) {
    const score = run[key as keyof typeof CATEGORIES];
    if (score < minimum(id)) missed.push(`${id} ${score} < ${minimum(id)}`);
  }
  const maxLcp =
    targets.maxLargestContentfulPaintMsByRoute[path] ??
    targets.maxLargestContentfulPaintMsByLanguage[code] ??
    targets.maxLargestContentfulPaintMs;
  // At the 10 ms the report shows (1.20 s): the simulation puts a page one round trip late at
  // 1,202 to 1,204 ms, which is the 1.20 s its target accepts (docs/performance.md).
  if (Math.round(run.lcpMs / 10) * 10 > maxLcp) missed.push(`LCP ${Math.round(run.lcpMs)} ms > ${maxLcp} ms`);
  if (run.tbtMs > targets.maxTotalBlockingTimeMs) {
    missed.push(`TBT ${Math.round(run.tbtMs)} ms > ${targets.maxTotalBlockingTimeMs} ms`);
  }
  if (run.cls > targets.maxCumulativeLayoutShift) {
    missed.push(`CLS ${run.cls.toFixed(3)} > ${targets.maxCumulativeLayoutShift}`);
  }
  return missed;
}
