/**
 * The portfolio in numbers: how many projects the company completed each year, as columns
 * (CompletedChart.astro, under the map of the projects). Drawn at build time as SVG in the
 * page, in its fonts and digits; years run left to right in both languages, as the safety
 * chart's do. Every year from the first to the last is a column, a year with none an empty
 * one, so the gaps read as gaps.
 */
import { scaleBand, scaleLinear } from "d3-scale";
import { localDigits } from "#src/i18n/format.ts";

/**
 * The drawing size in SVG units, which scale to the box's width: its text, 12 units, reads 11 px
 * across a phone and 19 px at the 576 px the page gives it at most, as the safety chart's does.
 */
export const COMPLETED_CHART_SIZE = { width: 360, height: 180, text: 12 } as const;
/** Room for the scale on the left and the years below. */
export const COMPLETED_CHART_MARGIN = { top: 20, right: 4, bottom: 24, left: 28 } as const;
/** Up to this many columns each carries its count; more, and the counts are in the description. */
const COUNTED_COLUMNS = 16;
/** A year is written under every column up to this many; beyond, under every fifth year. */
const LABELLED_COLUMNS = 12;

/** A project as the chart counts it. */
export interface CountedProject {
  readonly status?: string | undefined;
  readonly year?: number | undefined;
}

export interface CompletedChartDrawing {
  readonly columns: readonly {
    readonly x: number;
    readonly y: number;
    readonly width: number;
    readonly height: number;
    /** The count above the column, when there is room for every count; none on an empty year. */
    readonly count?: string;
  }[];
  readonly years: readonly { readonly x: number; readonly label: string }[];
  /** Where the columns stand. */
  readonly baseline: number;
  /** The scale's whole numbers, from zero: each a line across, labelled at the left. */
  readonly ticks: readonly { readonly y: number; readonly label: string }[];
  /** Each year with a project, and how many, in the page's digits: the chart's description. */
  readonly figures: readonly { readonly year: string; readonly count: string }[];
  readonly span: readonly [first: string, last: string];
}

/** The chart of the completed projects among `projects`, or none for fewer than two years with one. */
export function completedChart(
  projects: readonly CountedProject[],
  numerals: string,
): CompletedChartDrawing | undefined {
  const counts = new Map<number, number>();
  for (const { status, year } of projects) {
    if (status === "completed" && year !== undefined) counts.set(year, (counts.get(year) ?? 0) + 1);
  }
  if (counts.size < 2) return undefined;
  const first = Math.min(...counts.keys());
  const last = Math.max(...counts.keys());
  const years = Array.from({ length: last - first + 1 }, (_, index) => first + index);
  const { width, height } = COMPLETED_CHART_SIZE;
  const x = scaleBand<number>()
    .domain(years)
    .range([COMPLETED_CHART_MARGIN.left, width - COMPLETED_CHART_MARGIN.right])
    .paddingInner(0.2);
  const y = scaleLinear()
    .domain([0, Math.max(...counts.values())])
    .range([height - COMPLETED_CHART_MARGIN.bottom, COMPLETED_CHART_MARGIN.top]);
  const digits = (value: number) => localDigits(String(value), numerals);
  const round = (value: number) => Math.round(value * 10) / 10;
  const middle = (year: number) => round((x(year) ?? 0) + x.bandwidth() / 2);
  const labelled = years.length <= LABELLED_COLUMNS ? years : years.filter((year) => year % 5 === 0);
  return {
    columns: years.map((year) => {
      const count = counts.get(year) ?? 0;
      return {
        x: round(x(year) ?? 0),
        y: round(y(count)),
        width: round(x.bandwidth()),
        height: round(y(0) - y(count)),
        ...(count > 0 && years.length <= COUNTED_COLUMNS ? { count: digits(count) } : {}),
      };
    }),
    years: labelled.map((year) => ({ x: middle(year), label: digits(year) })),
    baseline: round(y(0)),
    ticks: y
      .ticks(Math.min(4, y.domain()[1] ?? 1))
      .filter(Number.isInteger)
      .map((value) => ({ y: round(y(value)), label: digits(value) })),
    figures: years.flatMap((year) => {
      const count = counts.get(year);
      return count === undefined ? [] : [{ year: digits(year), count: digits(count) }];
    }),
    span: [digits(first), digits(last)],
  };
}
