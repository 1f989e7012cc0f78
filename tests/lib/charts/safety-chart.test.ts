import { describe, expect, it } from "vitest";
import { ar } from "#src/i18n/ar.ts";
import { en } from "#src/i18n/en.ts";
import { safetyChart, safetyChartSvg } from "#src/lib/charts/safety-chart.ts";
import { siteColour } from "#src/lib/site-colours.ts";

const RECORD = [
  { year: 2025, rate: 0.21 },
  { year: 2023, rate: 0.27 },
  { year: 2024, rate: 0.48 },
  { year: 2022, rate: 0.96 },
];

describe("safetyChart", () => {
  it("runs the years left to right, oldest first, whatever order they come in", () => {
    const chart = safetyChart(RECORD, en);
    expect(chart?.years.map(({ label }) => label)).toEqual(["2022", "2023", "2024", "2025"]);
    const xs = chart?.years.map(({ x }) => x) ?? [];
    expect(xs).toEqual([...xs].sort((a, b) => a - b));
    expect(chart?.span).toEqual(["2022", "2025"]);
  });

  it("draws a higher rate higher, each point labelled with its rate to two decimals", () => {
    const chart = safetyChart(RECORD, en);
    const byLabel = new Map(chart?.points.map(({ label, y }) => [label, y]));
    expect(byLabel.get("0.96")).toBeLessThan(byLabel.get("0.21") ?? 0);
    expect([...byLabel.keys()].sort()).toEqual(["0.21", "0.27", "0.48", "0.96"]);
    // The scale starts at zero: a rate never looks larger than it is.
    expect(chart?.ticks[0]?.label).toBe("0");
  });

  it("labels a year lower than both its neighbours below its point, where the line leaves it upward; every other above", () => {
    const chart = safetyChart([...RECORD, { year: 2021, rate: 0 }], en);
    const by = new Map(chart?.points.map((point) => [point.label, point.labelY - point.y]));
    // 2023's 0.27 lies between 0.96 and 0.48: below. 2025's 0.21, the last, under 2024's 0.48: below.
    expect(by.get("0.27")).toBeGreaterThan(0);
    expect(by.get("0.21")).toBeGreaterThan(0);
    expect(by.get("0.96")).toBeLessThan(0);
    expect(by.get("0.48")).toBeLessThan(0);
    // A rate of zero sits on the axis: its label stays above, clear of the years.
    expect(by.get("0.00")).toBeLessThan(0);
  });

  it("writes every figure in the page's digits", () => {
    const chart = safetyChart(RECORD, ar);
    expect(chart?.span).toEqual(["٢٠٢٢", "٢٠٢٥"]);
    expect(chart?.points.map(({ label }) => label)).toContain("٠٫٩٦");
  });

  it("leaves a gap for a year without a rate, and bridges nothing", () => {
    const withGaps = [
      ...RECORD,
      { year: 2021, rate: undefined },
      { year: 2020, rate: undefined },
      { year: 2019, rate: 0.5 },
    ];
    const chart = safetyChart(withGaps, en);
    // 2019, then a gap over 2020 and 2021, then 2022 to 2025: two runs of the line.
    expect(chart?.line.match(/M/g)).toHaveLength(2);
    expect(chart?.years).toHaveLength(7);
    expect(chart?.points).toHaveLength(5);
  });

  it("draws nothing for fewer than two years with a rate", () => {
    expect(safetyChart([{ year: 2025, rate: 0.21 }], en)).toBeUndefined();
    expect(
      safetyChart(
        [
          { year: 2025, rate: 0.21 },
          { year: 2024, rate: undefined },
        ],
        en,
      ),
    ).toBeUndefined();
    expect(safetyChart([], en)).toBeUndefined();
  });
});

describe("the chart's file", () => {
  it("is drawn in the site's colours, in the font it is given", () => {
    const chart = safetyChart(RECORD, en);
    if (chart === undefined) throw new Error("no chart");
    const svg = safetyChartSvg(chart, "Rate", '"Noto Kufi Arabic", Archivo');
    expect(svg).toContain(`stroke="${siteColour("brand-text")}"`);
    expect(svg).toContain(`fill="${siteColour("muted")}"`);
    expect(svg).toContain('font-family="&quot;Noto Kufi Arabic&quot;, Archivo"');
    expect(safetyChartSvg(chart, "Rate")).toContain('font-family="system-ui, sans-serif"');
  });

  it("is named by its title, its text escaped", () => {
    const chart = safetyChart(RECORD, en);
    if (chart === undefined) throw new Error("no chart");
    const svg = safetyChartSvg(chart, "Rate <by year> & more");
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain("<title>Rate &lt;by year> &amp; more</title>");
    expect(svg.match(/<circle /g)).toHaveLength(RECORD.length);
  });
});
