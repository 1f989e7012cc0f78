/**
 * The safety record as a line (SafetyChart.astro): each year's lost-time injury frequency rate,
 * drawn at build time as SVG with the page's digits, years left to right in both languages as
 * the table's figures read. A year without a rate (hours or injuries not stated) leaves a gap:
 * the line never bridges what is not known. The table under it stays the long description.
 *
 * A file of its own (`/classifications/safety-record.svg`), which the page shows as an image:
 * the Arabic page's HTML and stylesheet fit the first round trip (performance-budgets.json)
 * with little to spare, and the chart drawn in the page is 400 bytes more. So it carries its own
 * colours, the site's (site-colours.ts), and its text is in the visitor's system sans-serif:
 * an image cannot use the page's fonts. The company profile draws the same file in its own.
 */
import { scaleLinear } from "d3-scale";
import { line } from "d3-shape";
import { formatNumber, localDigits, type NumberSeparators } from "#src/i18n/format.ts";
import { siteColour } from "#src/lib/site-colours.ts";
import { lostTimeInjuryRate } from "#src/lib/credentials.ts";
import type { SafetyYear } from "#src/lib/content/documents/safety-record.ts";

/**
 * The chart's drawing size in SVG units, which scale to its box's width: its text, 12 units,
 * reads 11 px across a phone and 19 px at the 576 px the page gives it at most.
 */
export const CHART_SIZE = { width: 360, height: 200, text: 12 } as const;
/** Room for the rate's labels on the left and the years below; the first and last years inset. */
export const CHART_MARGIN = { top: 22, right: 8, bottom: 26, left: 30, inset: 28 } as const;

/** One year of the record, as the chart takes it. */
export interface ChartYear {
  readonly year: number;
  readonly rate: number | undefined;
}

export interface SafetyChartDrawing {
  /** The line through the years with a rate, in separate runs around a year without. */
  readonly line: string;
  /** Each year with a rate: its point, and its label's baseline, clear of the line. */
  readonly points: readonly {
    readonly x: number;
    readonly y: number;
    readonly labelY: number;
    readonly label: string;
  }[];
  readonly years: readonly { readonly x: number; readonly label: string }[];
  readonly ticks: readonly { readonly y: number; readonly label: string }[];
  /** The first and last years, for the chart's name. */
  readonly span: readonly [first: string, last: string];
}

const round = (value: number) => Math.round(value * 10) / 10;
/** From a point to its label's baseline: above it, or below it (a line of text further). */
const LABEL_ABOVE = 8;
const LABEL_BELOW = 8 + CHART_SIZE.text + 2;

/** The chart of `records` (any order), or undefined when fewer than two years have a rate. */
export function safetyChart(
  records: readonly ChartYear[],
  words: { readonly numerals: string; readonly separators: NumberSeparators },
): SafetyChartDrawing | undefined {
  const years = [...records].sort((a, b) => a.year - b.year);
  const rated = years.filter((record): record is ChartYear & { rate: number } => record.rate !== undefined);
  const first = years[0];
  const last = years.at(-1);
  if (rated.length < 2 || first === undefined || last === undefined) return undefined;
  const { width, height } = CHART_SIZE;
  const margin = CHART_MARGIN;
  const x = scaleLinear()
    .domain([first.year, last.year])
    .range([margin.left + margin.inset, width - margin.right - margin.inset]);
  const y = scaleLinear()
    .domain([0, Math.max(...rated.map((record) => record.rate))])
    .nice(2)
    .range([height - margin.bottom, margin.top]);
  const path = line<ChartYear>()
    .defined((record) => record.rate !== undefined)
    .x((record) => round(x(record.year)))
    .y((record) => round(y(record.rate ?? 0)))
    .digits(1);
  const number = (value: number) => formatNumber(value, words.numerals, words.separators);
  const year = (value: number) => localDigits(String(value), words.numerals);
  return {
    line: path(years) ?? "",
    points: rated.map((record, index) => {
      // Below a year lower than the years either side of it, where the line rises away from
      // it; above any other, where the line falls away or runs on.
      const besides = [rated[index - 1], rated[index + 1]].filter((other) => other !== undefined);
      const below = record.rate > 0 && besides.every((other) => other.rate > record.rate);
      return {
        x: round(x(record.year)),
        y: round(y(record.rate)),
        labelY: round(y(record.rate) + (below ? LABEL_BELOW : -LABEL_ABOVE)),
        label: formatNumber(record.rate, words.numerals, words.separators, 2),
      };
    }),
    years: years.map((record) => ({ x: round(x(record.year)), label: year(record.year) })),
    ticks: y.ticks(2).map((value) => ({ y: round(y(value)), label: number(value) })),
    span: [year(first.year), year(last.year)],
  };
}

/** The safety record's rate by year as the chart draws it, or none (safetyChart). */
export const safetyRecordChart = (
  records: readonly SafetyYear[],
  words: { readonly numerals: string; readonly separators: NumberSeparators },
) =>
  safetyChart(
    records.map((record) => ({
      year: record.year,
      rate: lostTimeInjuryRate(record.lostTimeInjuries, record.hoursWorked),
    })),
    words,
  );

const escaped = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;");

/** The font of the chart's text on the site: an image's text cannot use the page's faces. */
const SYSTEM_FONT = "system-ui, sans-serif";

/** The chart as a file of SVG, named `name` by its title, its text in `font` (CSS's font-family). */
export function safetyChartSvg(drawing: SafetyChartDrawing, name: string, font = SYSTEM_FONT): string {
  const { width, height, text } = CHART_SIZE;
  const { left, right } = CHART_MARGIN;
  const [ink, muted, line] = ["ink", "muted", "brand-text"].map(siteColour);
  const texts = (items: readonly { x: number; y: number; label: string }[]) =>
    items.map(({ x, y, label }) => `<text x="${x}" y="${y}">${escaped(label)}</text>`).join("");
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" font-family="${escaped(font).replaceAll('"', "&quot;")}" font-size="${text}">`,
    `<title>${escaped(name)}</title>`,
    `<path d="${drawing.ticks.map(({ y }) => `M${left},${y}H${width - right}`).join("")}" stroke="${ink}" stroke-opacity="0.1"/>`,
    `<g fill="${muted}" text-anchor="end" dominant-baseline="middle">${texts(drawing.ticks.map(({ y, label }) => ({ x: left - 6, y, label })))}</g>`,
    `<g fill="${muted}" text-anchor="middle">${texts(drawing.years.map(({ x, label }) => ({ x, y: height - 6, label })))}</g>`,
    `<path d="${drawing.line}" fill="none" stroke="${line}" stroke-width="2" stroke-linejoin="round"/>`,
    `<g fill="#fff" stroke="${line}" stroke-width="2">${drawing.points.map(({ x, y }) => `<circle cx="${x}" cy="${y}" r="3.5"/>`).join("")}</g>`,
    `<g fill="${ink}" font-weight="700" text-anchor="middle">${texts(drawing.points.map(({ x, labelY, label }) => ({ x, y: labelY, label })))}</g>`,
    "</svg>",
  ].join("");
}
