import { describe, expect, it } from "vitest";
import { median, percentile } from "../../tooling/bench/statistics.ts";

describe("median", () => {
  it.each<[number[], number]>([
    [[3], 3],
    [[5, 1, 3], 3],
    [[99, 100, 96, 100, 99], 99],
    [[4, 1, 3, 2], 2.5],
  ])("of %j is %d", (values, expected) => {
    expect(median(values)).toBe(expected);
  });

  it("refuses no values", () => {
    expect(() => median([])).toThrow(/no values/);
  });
});

describe("percentile", () => {
  const twenty = Array.from({ length: 20 }, (_, index) => (index + 1) * 10);
  it.each<[number[], number, number]>([
    [[7], 95, 7],
    [twenty, 50, 100],
    [twenty, 95, 190],
    [twenty, 100, 200],
    [[300, 100, 200], 95, 300],
    [[300, 100, 200], 0, 100],
  ])("of %j, the %dth, is %d", (values, p, expected) => {
    expect(percentile(values, p)).toBe(expected);
  });

  it("refuses no values", () => {
    expect(() => percentile([], 95)).toThrow(/no values/);
  });
});
