/**
 * Site search (docs/search.md): what the index is made of and how the search dialog behaves.
 * Free of imports, so the build step, the pages, the island, the deploys and the tests read
 * the same names.
 */

/** Where the build writes the index (Pagefind's bundle), under the site's root. */
export const SEARCH_INDEX_DIR = "pagefind";

/** What a result is, as the `kind` filter holds it: each indexed page says which it is. */
export const SEARCH_KINDS = ["project", "position", "page"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/**
 * The values a page hands the index beside its text (Pagefind's filters and metadata): a
 * result shows them, and the dialog filters by the filters.
 */
export const SEARCH_FILTERS = { kind: "kind", category: "category", status: "status" } as const;
export const SEARCH_META = { location: "location" } as const;

/**
 * What the index leaves out of every searchable page, beside what a page marks itself
 * (SEARCH_IGNORED): section headings and the terms of definition lists are the site's own
 * labels ("Description", "Client"), the same on every page of a kind; the content is under them.
 */
export const SEARCH_EXCLUDED = ["h2", "dt"] as const;

/**
 * The entries of a page a result opens at (a certificate of the Classifications page's
 * register): each a heading whose id is `{entry}-{document id}`, which Pagefind makes a part
 * of its page's result.
 */
export const SEARCH_ENTRIES = ["certificate"] as const;
export type SearchEntry = (typeof SEARCH_ENTRIES)[number];

/** What opens the dialog from anywhere on a page (src/lib/browser/keyboard.ts): `/`, Ctrl+K, ⌘K. */
export const SEARCH_SHORTCUTS = ["/", "Control+k", "Meta+k"] as const;

/** How long after the last keystroke a search starts, in milliseconds. */
export const SEARCH_DEBOUNCE_MS = 120;

/** Results shown at first, and each time the visitor asks for more. */
export const SEARCH_PAGE_SIZE = 10;

/** Words around the match in a result's excerpt (Pagefind's `excerptLength`). */
export const SEARCH_EXCERPT_WORDS = 24;
