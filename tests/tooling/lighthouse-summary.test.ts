import { describe, expect, it } from "vitest";
import type { Budgets } from "../../tooling/bench/budgets";
import {
  medianRun,
  missedTargets,
  pageRun,
  type LighthouseResult,
  type PageRun,
} from "../../tooling/bench/lighthouse-summary";

const targets: Budgets["lighthouse"] = {
  runs: 5,
  minimumScores: { performance: 100, accessibility: 100, "best-practices": 100, seo: 100 },
  minimumPerformanceByRoute: { "/": 98 },
  maxTotalBlockingTimeMs: 50,
  maxCumulativeLayoutShift: 0.01,
  maxLargestContentfulPaintMs: 1200,
  maxLargestContentfulPaintMsByRoute: { "/": 1500 },
  maxLargestContentfulPaintMsByLanguage: { ar: 1300 },
};

const perfect: PageRun = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 800,
  lcpMs: 1100,
  tbtMs: 20,
  cls: 0,
  speedIndexMs: 900,
  hostBenchmarkIndex: 1600,
};

function result(overrides: Partial<LighthouseResult> = {}): LighthouseResult {
  return {
    categories: {
      performance: { score: 0.99 },
      accessibility: { score: 1 },
      "best-practices": { score: 0.96 },
      seo: { score: 0.92 },
    },
    audits: {
      "first-contentful-paint": { numericValue: 790 },
      "largest-contentful-paint": { numericValue: 1950.4 },
      "total-blocking-time": { numericValue: 53 },
      "cumulative-layout-shift": { numericValue: 0.002 },
      "speed-index": { numericValue: 810 },
    },
    environment: { benchmarkIndex: 1278.5 },
    ...overrides,
  };
}

describe("pageRun", () => {
  it("keeps the four scores, out of 100, the five metrics and the host's speed", () => {
    expect(pageRun(result())).toEqual({
      performance: 99,
      accessibility: 100,
      bestPractices: 96,
      seo: 92,
      fcpMs: 790,
      lcpMs: 1950.4,
      tbtMs: 53,
      cls: 0.002,
      speedIndexMs: 810,
      hostBenchmarkIndex: 1278.5,
    });
  });

  it.each<[string, Partial<LighthouseResult>, RegExp]>([
    [
      "a run Lighthouse could not finish",
      { runtimeError: { code: "ERRORED_DOCUMENT_REQUEST", message: "Status code: 404" } },
      /ERRORED_DOCUMENT_REQUEST Status code: 404/,
    ],
    [
      "a category without a score",
      { categories: { ...result().categories, seo: { score: null } } },
      /no seo score/,
    ],
    [
      "a missing audit",
      { audits: { ...result().audits, "speed-index": undefined } },
      /no value for speed-index/,
    ],
    ["a run without the host's speed", { environment: {} }, /no BenchmarkIndex/],
  ])("refuses %s", (_, overrides, message) => {
    expect(() => pageRun(result(overrides))).toThrow(message);
  });
});

describe("medianRun", () => {
  it("is taken figure by figure over runs", () => {
    const runs = [
      { ...perfect, performance: 97, lcpMs: 2000 },
      { ...perfect, performance: 100, lcpMs: 1000 },
      { ...perfect, performance: 99, lcpMs: 3000 },
    ];
    expect(medianRun(runs)).toEqual({ ...perfect, performance: 99, lcpMs: 2000 });
  });
});

describe("missedTargets", () => {
  it.each<[string, string, Partial<PageRun>, string[]]>([
    ["a page meeting every target", "/teams", {}, []],
    ["a page at exactly the limits", "/teams", { lcpMs: 1200, tbtMs: 50, cls: 0.01 }, []],
    ["home at 98 and 1.5 s", "/", { performance: 98, lcpMs: 1500 }, []],
    ["home under 98", "/", { performance: 97 }, ["performance 97 < 98"]],
    ["another page at 98", "/careers", { performance: 98 }, ["performance 98 < 100"]],
    ["SEO under 100", "/teams", { seo: 92 }, ["seo 92 < 100"]],
    ["Best Practices under 100", "/teams", { bestPractices: 96 }, ["best-practices 96 < 100"]],
    ["a slow LCP", "/careers", { lcpMs: 1950.4 }, ["LCP 1950 ms > 1200 ms"]],
    ["an LCP of 1.20 s, to the 10 ms the report shows", "/teams", { lcpMs: 1204.6 }, []],
    ["an LCP of 1.21 s", "/teams", { lcpMs: 1205.2 }, ["LCP 1205 ms > 1200 ms"]],
    ["home's slower LCP allowance", "/", { lcpMs: 1600 }, ["LCP 1600 ms > 1500 ms"]],
    ["Arabic home: home's targets", "/ar", { performance: 98, lcpMs: 1500 }, []],
    ["Arabic home under 98", "/ar", { performance: 97 }, ["performance 97 < 98"]],
    ["an Arabic page: its language's LCP", "/ar/teams", { lcpMs: 1300 }, []],
    ["an Arabic page over it", "/ar/teams", { lcpMs: 1310 }, ["LCP 1310 ms > 1300 ms"]],
    ["a path that only begins like Arabic", "/arch", { lcpMs: 1300 }, ["LCP 1300 ms > 1200 ms"]],
    ["blocking time", "/teams", { tbtMs: 51 }, ["TBT 51 ms > 50 ms"]],
    ["layout shift", "/teams", { cls: 0.028 }, ["CLS 0.028 > 0.01"]],
  ])("%s", (_, route, overrides, expected) => {
    expect(missedTargets(route, { ...perfect, ...overrides }, targets)).toEqual(expected);
  });
});
