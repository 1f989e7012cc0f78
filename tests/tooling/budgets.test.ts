import { describe, expect, it } from "vitest";
import { overBudget, routeLanguage, routesInEveryLanguage, type Budgets } from "../../tooling/bench/budgets";

const budgets: Pick<Budgets, "javascript"> = {
  javascript: {
    islandFreePageMaxGzipBytes: 5120,
    beyondReactRuntimeMaxGzipBytes: 15360,
    reactFreeRoutes: ["/"],
  },
};

describe("overBudget", () => {
  it.each<[string, string, number, number, RegExp | undefined]>([
    ["no JavaScript at all", "/teams", 0, 0, undefined],
    ["a small script, no island", "/teams", 2353, 0, undefined],
    ["exactly 5 KB, no island", "/teams", 5120, 0, undefined],
    ["over 5 KB without an island", "/teams", 5121, 0, /5121 B without any island, over 5120 B/],
    ["React and 6 KB of islands", "/careers", 68464 + 6361, 68464, undefined],
    ["React and exactly 15 KB", "/careers", 68464 + 15360, 68464, undefined],
    [
      "React and 39 KB of islands",
      "/careers",
      68464 + 39775,
      68464,
      /39775 B beyond React's 68464 B, over 15360 B/,
    ],
    ["a React-free route within 5 KB", "/", 4800, 0, undefined],
    ["a React-free route over 5 KB", "/", 5200, 0, /5200 B without any island, over 5120 B/],
    [
      "a React-free route loading React",
      "/",
      68464 + 100,
      68464,
      /\/ loads React \(68464 B\) before interaction/,
    ],
    ["the Arabic twin of a React-free route within 5 KB", "/ar", 4800, 0, undefined],
    [
      "the Arabic twin of a React-free route loading React",
      "/ar",
      68464 + 100,
      68464,
      /\/ar loads React \(68464 B\) before interaction/,
    ],
  ])("%s (%s)", (_, route, total, runtime, verdict) => {
    const result = overBudget(route, total, runtime, budgets);
    if (verdict === undefined) expect(result).toBeUndefined();
    else expect(result).toMatch(verdict);
  });
});

describe("every language", () => {
  it("measures each route, then its twin in Arabic", () => {
    expect(routesInEveryLanguage(["/", "/careers"])).toEqual(["/", "/ar", "/careers", "/ar/careers"]);
  });

  it.each<[string, { code: string; path: string }]>([
    ["/", { code: "en", path: "/" }],
    ["/careers", { code: "en", path: "/careers" }],
    ["/ar", { code: "ar", path: "/" }],
    ["/ar/careers/career-site-engineer", { code: "ar", path: "/careers/career-site-engineer" }],
    ["/arch", { code: "en", path: "/arch" }],
  ])("routeLanguage(%s)", (route, expected) => {
    expect(routeLanguage(route)).toEqual(expected);
  });
});
