import { describe, expect, it } from "vitest";
import { overBudget, type Budgets } from "../../tooling/bench/budgets";

const budgets: Pick<Budgets, "javascript"> = {
  javascript: { islandFreePageMaxGzipBytes: 5120, beyondReactRuntimeMaxGzipBytes: 15360 },
};

describe("overBudget", () => {
  it.each<[string, number, number, RegExp | undefined]>([
    ["no JavaScript at all", 0, 0, undefined],
    ["a small script, no island", 2353, 0, undefined],
    ["exactly 5 KB, no island", 5120, 0, undefined],
    ["over 5 KB without an island", 5121, 0, /5121 B without any island, over 5120 B/],
    ["React and 6 KB of islands", 68464 + 6361, 68464, undefined],
    ["React and exactly 15 KB", 68464 + 15360, 68464, undefined],
    ["React and 39 KB of islands", 68464 + 39775, 68464, /39775 B beyond React's 68464 B, over 15360 B/],
  ])("%s", (_, total, runtime, verdict) => {
    const result = overBudget(total, runtime, budgets);
    if (verdict === undefined) expect(result).toBeUndefined();
    else expect(result).toMatch(verdict);
  });
});
