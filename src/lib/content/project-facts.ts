/**
 * A project's facts: what a buyer checks before shortlisting a contractor (its client, place,
 * status, period, built-up area and the company's scope). The rules a fact must meet (with
 * years.ts for its years) and how each reads on a page live here once: the site's schema (types/projects.ts), the Studio's
 * fields (studio/schema-types/project-fact-fields.ts), `content:validate` and the card and page
 * that show them (ProjectFacts.tsx) all read this module. Pure and small: the 404 page runs
 * it in the browser for a project published after the build.
 */
import { format, formatNumber } from "#src/i18n/format.ts";

/** A project's status, as documents store it: the same in every language. */
export const PROJECT_STATUSES = ["completed", "underConstruction"] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/**
 * The facts that mean the same in every language: each translation of a project holds a copy,
 * which `content:validate` compares (studio/validation/validate-dataset.ts).
 */
export const SHARED_FACTS = ["status", "startYear", "year", "area"] as const;

export const isProjectStatus = (value: unknown): value is ProjectStatus =>
  PROJECT_STATUSES.includes(value as ProjectStatus);

/**
 * The card shows this many characters of a project's location, and an ellipsis after them:
 * about one line of a card at its narrowest.
 */
export const CARD_LOCATION_LIMIT = 40;

/** What is wrong with a project's built-up area, or undefined when it is one the site shows. */
export function areaProblem(value: unknown): string | undefined {
  return typeof value === "number" && Number.isFinite(value) && value > 0
    ? undefined
    : "must be a positive number of square metres";
}

/** What is wrong with a project's period, or undefined: a project cannot finish before it starts. */
export function periodProblem(startYear: unknown, year: unknown): string | undefined {
  return typeof startYear === "number" && typeof year === "number" && startYear > year
    ? `the start (${startYear}) is after the completion (${year})`
    : undefined;
}

/** A project's facts, as its document holds them once they passed the rules above. */
export interface ProjectFactValues {
  readonly client?: string | undefined;
  readonly location?: string | undefined;
  readonly status?: ProjectStatus | undefined;
  readonly startYear?: number | undefined;
  /** The completion year (expected, while under construction). */
  readonly year?: number | undefined;
  readonly area?: number | undefined;
  readonly scope?: string | undefined;
}

/** The words a project's facts are read in: the dictionary's `project.facts`, and its numerals. */
export interface FactWords {
  readonly facts: {
    readonly client: string;
    readonly location: string;
    readonly status: string;
    readonly period: string;
    readonly area: string;
    readonly scope: string;
    readonly statuses: Readonly<Record<ProjectStatus, string>>;
    readonly periods: {
      readonly range: string;
      readonly rangeExpected: string;
      readonly since: string;
      readonly started: string;
      readonly expected: string;
      readonly completed: string;
    };
    readonly squareMetres: string;
  };
  readonly numerals: string;
  readonly separators: { readonly group: string; readonly decimal: string };
}

/**
 * How a project's period reads: "2019–2021"; while under construction "Since 2024", or
 * "2024–2026 (expected)" with a planned completion; the year alone where only it is known.
 * Undefined when the project has neither year.
 */
export function projectPeriod(facts: ProjectFactValues, words: FactWords): string | undefined {
  const { startYear: start, year: end } = facts;
  const ongoing = facts.status === "underConstruction";
  const periods = words.facts.periods;
  const template =
    start !== undefined && end !== undefined
      ? ongoing
        ? periods.rangeExpected
        : periods.range
      : start !== undefined
        ? ongoing
          ? periods.since
          : periods.started
        : end !== undefined
          ? ongoing
            ? periods.expected
            : periods.completed
          : undefined;
  return template === undefined
    ? undefined
    : format(template, { start: start ?? 0, end: end ?? 0 }, words.numerals);
}

/** One fact as a page shows it: its label, its text, and whether the text is the editor's own. */
export interface Fact {
  readonly key: "client" | "location" | "status" | "period" | "area" | "scope";
  readonly label: string;
  readonly value: string;
  /** Written by an editor (in the document's language), not made of the dictionary's words. */
  readonly written: boolean;
}

/** The facts a project has, in the order its page lists them; those it lacks are left out. */
export function projectFacts(facts: ProjectFactValues, words: FactWords): Fact[] {
  const labels = words.facts;
  const period = projectPeriod(facts, words);
  const candidates: [Fact["key"], string | undefined, boolean][] = [
    ["client", facts.client, true],
    ["location", facts.location, true],
    ["status", facts.status === undefined ? undefined : labels.statuses[facts.status], false],
    ["period", period, false],
    [
      "area",
      facts.area === undefined
        ? undefined
        : format(labels.squareMetres, { area: formatNumber(facts.area, words.numerals, words.separators) }),
      false,
    ],
    ["scope", facts.scope, true],
  ];
  return candidates.flatMap(([key, value, written]) =>
    value === undefined || value.trim() === "" ? [] : [{ key, label: labels[key], value, written }],
  );
}
