/**
 * How a page tells the search index (Pagefind, run over the built site) what to take: the
 * attributes pages and components put on their elements. Only an element marked
 * `searchableBody` is indexed, so a page without one (a list, the 404 page, a redirect) is
 * never found, and a page's header, footer and menus never are.
 */
import { SEARCH_FILTERS, SEARCH_META, type SearchEntry, type SearchKind } from "#src/config/search.ts";

/** The part of a page that is indexed, and what kind of result the page is. */
export const searchableBody = (kind: SearchKind) =>
  ({ "data-pagefind-body": "", "data-pagefind-filter": `${SEARCH_FILTERS.kind}:${kind}` }) as const;

/** An element whose text is the page's value of a filter (a project's category or status). */
export const searchFilter = (name: keyof typeof SEARCH_FILTERS) =>
  ({ "data-pagefind-filter": SEARCH_FILTERS[name] }) as const;

/** An element whose text a result shows beside its title (a project's location). */
export const searchMeta = (name: keyof typeof SEARCH_META) =>
  ({ "data-pagefind-meta": SEARCH_META[name] }) as const;

/** Words every page of a kind repeats around its content (labels, controls): never indexed. */
export const SEARCH_IGNORED = { "data-pagefind-ignore": "" } as const;

/** The id of an entry's heading, which a result for its words opens at (SEARCH_ENTRIES). */
export const searchEntryId = (entry: SearchEntry, documentId: string) => `${entry}-${documentId}`;
