/**
 * A project's facts: what a buyer checks before shortlisting a contractor (its client, place,
 * status, period, built-up area and the company's scope), declared once in PROJECT_FACTS. The
 * site's schema (types/projects.ts), the Studio's Facts group
 * (studio/schema-types/project-fact-fields.ts), `content:validate`, the page's rows and the
 * card's tags (ProjectFacts.tsx), search's filters and the hostile corpus all read the table;
 * the rules a fact must meet are its kind's (years.ts for years, project-place.ts for a place). Pure
 * and small: the 404 page runs it in the browser for a project published after the build.
 */
import { PROJECT_STATUSES, type ProjectStatus } from "#src/config/categories.ts";
import type { Place } from "#src/config/places.ts";
import { format, formatNumber } from "#src/i18n/format.ts";
import { isPlace, placeName, type PlaceWords, type Point } from "#src/lib/content/project-place.ts";

/**
 * How a fact is stored, checked, entered and read:
 * - `text`: a line the editor writes, shown as written, in the document's language;
 * - `status`: one of PROJECT_STATUSES, read in the dictionary's words;
 * - `year`: a year (years.ts); a project's years read together as its period;
 * - `area`: square metres, positive, grouped in thousands in the page's digits;
 * - `place`: a region of the Kingdom or a country abroad (config/places.ts), read by its name;
 * - `point`: a latitude and a longitude, Sanity's `geopoint`: where the map marks the project.
 */
export type FactKind = "text" | "status" | "year" | "area" | "place" | "point";

/** What each kind of fact holds once it passed its rule. */
interface FactValueOfKind {
  text: string;
  status: ProjectStatus;
  year: number;
  area: number;
  place: Place;
  point: Point;
}

interface FactDefinition {
  readonly kind: FactKind;
  /**
   * The same in every language (a number, a status), so each translation's copy must agree
   * (`content:validate` compares them); otherwise each language's document writes its own.
   */
  readonly shared: boolean;
  /**
   * The row of the page's "Project facts" that shows it, and the dictionary's label for the
   * row (`project.facts[row]`). The two years share the row "period"; the point shares the
   * place's row "region", where the page names the place and the map shows the point.
   */
  readonly row: string;
  /** Shown on the project's card too, beside its category. */
  readonly card: boolean;
  /** Handed to search as a filter the dialog offers, or as meta a result shows. */
  readonly search?: "filter" | "meta";
  /** The Studio's field: its title, and the help under it. */
  readonly studio: { readonly title: string; readonly description: string };
}

/**
 * Every fact of a project, in the order the page lists them and the Studio's Facts group
 * shows them. One more fact is one more line here (the recipe: docs/architecture.md).
 */
export const PROJECT_FACTS = {
  client: {
    kind: "text",
    shared: false,
    row: "client",
    card: false,
    studio: {
      title: "Client",
      description: 'Who the project was built for, as the company names them, e.g. "Ministry of Health".',
    },
  },
  location: {
    kind: "text",
    shared: false,
    row: "location",
    card: true,
    search: "meta",
    studio: {
      title: "Location",
      description: 'City and country as the company writes them, e.g. "Riyadh, Saudi Arabia".',
    },
  },
  status: {
    kind: "status",
    shared: true,
    row: "status",
    card: true,
    search: "filter",
    studio: { title: "Status", description: "Completed, or under construction." },
  },
  startYear: {
    kind: "year",
    shared: true,
    row: "period",
    card: false,
    studio: {
      title: "Start year",
      description:
        'The year work began, e.g. 2019. With the completion year the page shows "2019–2021"; while under construction, "Since 2024".',
    },
  },
  year: {
    kind: "year",
    shared: true,
    row: "period",
    card: false,
    studio: {
      title: "Completion year",
      description:
        "The year of completion, e.g. 2023; while under construction, the year it is planned for. Projects are listed newest first; without a year, last.",
    },
  },
  area: {
    kind: "area",
    shared: true,
    row: "area",
    card: false,
    studio: {
      title: "Built-up area (m²)",
      description: 'The built-up area in square metres, e.g. 12500: the page shows "12,500 m²".',
    },
  },
  region: {
    kind: "place",
    shared: true,
    row: "region",
    card: false,
    studio: {
      title: "Region",
      description:
        "The region of the Kingdom the project is in, or the country, for work abroad: it places the project on the map, and the page names it.",
    },
  },
  coordinates: {
    kind: "point",
    shared: true,
    row: "region",
    card: false,
    studio: {
      title: "Coordinates",
      description:
        "Where the site is, to mark it on the map; without them, the project is marked at its region's seat. To copy them, right-click the place in any online map: it shows the latitude and the longitude, e.g. 24.7136, 46.6753.",
    },
  },
  scope: {
    kind: "text",
    shared: false,
    row: "scope",
    card: false,
    studio: {
      title: "Scope",
      description: 'The company\'s role, e.g. "Main contractor, design and build".',
    },
  },
} as const satisfies Record<string, FactDefinition>;

type Facts = typeof PROJECT_FACTS;
export type FactKey = keyof Facts;
/** A row of the page's "Project facts", and its label's key in the dictionary. */
export type FactRow = Facts[FactKey]["row"];

export const FACT_KEYS = Object.keys(PROJECT_FACTS) as FactKey[];

/**
 * The facts handed to search as a filter or as meta: each is written under its own name, which
 * must be one of search's (SEARCH_FILTERS, SEARCH_META in config/search.ts), or the type check
 * fails where the attribute is written (ProjectFacts.tsx).
 */
export type FactsSearchedAs<As extends NonNullable<FactDefinition["search"]>> = {
  [Key in FactKey]: Facts[Key] extends { readonly search: As } ? Key : never;
}[FactKey];

/** How a fact is handed to search, if it is. */
export const searchedAs = (key: FactKey): FactDefinition["search"] =>
  (PROJECT_FACTS[key] as FactDefinition).search;

/** The facts of a kind, by key: `factsOfKind("text")` is client, location and scope. */
export const factsOfKind = (kind: FactKind): FactKey[] =>
  FACT_KEYS.filter((key) => PROJECT_FACTS[key].kind === kind);

/** The facts that mean the same in every language, which `content:validate` compares. */
export const SHARED_FACTS: readonly FactKey[] = FACT_KEYS.filter((key) => PROJECT_FACTS[key].shared);

/** The facts a card shows beside the category, in the table's order. */
const CARD_FACTS: readonly FactKey[] = FACT_KEYS.filter((key) => PROJECT_FACTS[key].card);

/** A project's facts, as its document holds them once they passed their rules. */
export type ProjectFactValues = {
  readonly [Key in FactKey]?: FactValueOfKind[Facts[Key]["kind"]] | undefined;
};

export const isProjectStatus = (value: unknown): value is ProjectStatus =>
  PROJECT_STATUSES.includes(value as ProjectStatus);

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

/**
 * The words a project's facts are read in: the dictionary's `project.facts`, its numerals, and
 * its language, in which Intl names a country.
 */
export interface FactWords extends PlaceWords {
  readonly facts: Readonly<Record<FactRow, string>> &
    PlaceWords["facts"] & {
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
  readonly key: FactKey;
  readonly row: FactRow;
  readonly label: string;
  readonly value: string;
  /** Written by an editor (in the document's language), not made of the dictionary's words. */
  readonly written: boolean;
}

/** How one fact reads, by its kind; a year reads as part of the period, not on its own. */
function factText(key: FactKey, facts: ProjectFactValues, words: FactWords): string | undefined {
  const value = facts[key];
  if (value === undefined) return undefined;
  switch (PROJECT_FACTS[key].kind) {
    case "text":
      return String(value);
    case "status":
      return isProjectStatus(value) ? words.facts.statuses[value] : undefined;
    case "area":
      return format(words.facts.squareMetres, {
        area: formatNumber(Number(value), words.numerals, words.separators),
      });
    case "place":
      return isPlace(value) ? placeName(value, words) : undefined;
    case "year":
    case "point":
      return undefined;
  }
}

/** The facts a project has, a row each in the table's order; those it lacks are left out. */
export function projectFacts(facts: ProjectFactValues, words: FactWords): Fact[] {
  const rows = new Map<FactRow, Fact>();
  for (const key of FACT_KEYS) {
    const { row, kind } = PROJECT_FACTS[key];
    if (rows.has(row)) continue;
    const value = kind === "year" ? projectPeriod(facts, words) : factText(key, facts, words);
    if (value === undefined || value.trim() === "") continue;
    rows.set(row, { key, row, label: words.facts[row], value, written: kind === "text" });
  }
  return [...rows.values()];
}

/** One fact as a card shows it, beside the category: its text, and a status by its value. */
export function cardFacts(facts: ProjectFactValues, words: FactWords): (Fact & { status?: ProjectStatus })[] {
  return CARD_FACTS.flatMap((key) => {
    const value = factText(key, facts, words);
    if (value === undefined || value.trim() === "") return [];
    const { row, kind } = PROJECT_FACTS[key];
    const status = facts[key];
    return [
      {
        key,
        row,
        label: words.facts[row],
        value,
        written: kind === "text",
        ...(kind === "status" && isProjectStatus(status) ? { status } : {}),
      },
    ];
  });
}
