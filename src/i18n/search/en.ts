/**
 * The words of the site's search (docs/search.md), in English: part of the dictionary (en.ts),
 * and a module of their own so the search dialog, loaded only when a visitor reaches for it,
 * brings its page's language's words with its code instead of every page carrying them.
 */
import { LATIN_NUMERALS } from "#src/i18n/format.ts";

export const searchWords = {
  /** The digits its numbers are written in (the dictionary's `numerals`). */
  numerals: LATIN_NUMERALS,
  open: "Search",
  heading: "Search the site",
  field: "Search projects, positions and services",
  placeholder: "Hospital, Riyadh, MEP…",
  close: "Close search",
  kinds: { all: "Everything", project: "Projects", position: "Positions", page: "Pages" },
  /** What each result is, shown above its title. */
  kindOfResult: { project: "Project", position: "Position", page: "Page" },
  show: "Show",
  category: "Category",
  anyCategory: "Any category",
  status: "Status",
  anyStatus: "Any status",
  /** The number of results, announced to screen readers, by the language's plural forms. */
  count: {
    zero: "No results",
    one: "1 result",
    two: "{count} results",
    few: "{count} results",
    many: "{count} results",
    other: "{count} results",
  },
  none: "Nothing matches “{query}”.",
  suggestion: "Browse all projects",
  more: "Show more results",
  loading: "Searching…",
  failed: "Search could not be loaded. Check your connection and try again.",
};

export type SearchWords = typeof searchWords;
