import { describe, expect, it } from "vitest";
import { ar } from "#src/i18n/ar.ts";
import { en } from "#src/i18n/en.ts";
import { completedChart } from "#src/lib/charts/completed-chart.ts";

const done = (year: number) => ({ status: "completed", year });

describe("completedChart", () => {
  it("counts the completed projects by year, a column for every year from the first to the last", () => {
    const chart = completedChart(
      [
        done(2021),
        done(2023),
        done(2023),
        { status: "underConstruction", year: 2022 },
        { status: "completed" },
      ],
      en.numerals,
    );
    expect(chart?.years.map(({ label }) => label)).toEqual(["2021", "2022", "2023"]);
    expect(chart?.columns.map(({ count }) => count)).toEqual(["1", undefined, "2"]);
    // The year with none is an empty column at the baseline; the busier year the taller.
    const [one, none, two] = chart?.columns ?? [];
    expect(none?.height).toBe(0);
    expect(two?.height).toBeCloseTo((one?.height ?? 0) * 2, 0);
    expect(two?.y).toBeLessThan(one?.y ?? 0);
    expect(chart?.figures).toEqual([
      { year: "2021", count: "1" },
      { year: "2023", count: "2" },
    ]);
    expect(chart?.span).toEqual(["2021", "2023"]);
    // A scale of whole projects from zero, the baseline its first line.
    expect(chart?.ticks.map(({ label }) => label)).toEqual(["0", "1", "2"]);
    expect(chart?.ticks[0]?.y).toBe(chart?.baseline);
  });

  it("runs the years left to right and writes them in the page's digits", () => {
    const chart = completedChart([done(2024), done(2020)], ar.numerals);
    const xs = chart?.years.map(({ x }) => x) ?? [];
    expect(xs).toEqual([...xs].sort((a, b) => a - b));
    expect(chart?.span).toEqual(["٢٠٢٠", "٢٠٢٤"]);
  });

  it("over many years, names every fifth and leaves the counts to the description", () => {
    const chart = completedChart([done(1985), done(2025)], en.numerals);
    expect(chart?.columns).toHaveLength(41);
    expect(chart?.years.map(({ label }) => label)).toEqual([
      "1985",
      "1990",
      "1995",
      "2000",
      "2005",
      "2010",
      "2015",
      "2020",
      "2025",
    ]);
    expect(chart?.columns.every(({ count }) => count === undefined)).toBe(true);
    expect(chart?.figures).toHaveLength(2);
  });

  it("draws nothing for fewer than two years with a completed project", () => {
    expect(completedChart([done(2024), done(2024)], en.numerals)).toBeUndefined();
    expect(
      completedChart([{ status: "underConstruction", year: 2023 }, done(2024)], en.numerals),
    ).toBeUndefined();
    expect(completedChart([], en.numerals)).toBeUndefined();
  });
});
