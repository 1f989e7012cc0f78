/**
 * A long list cut into static pages of a fixed size, and the page links that walk it.
 */

/** The items of page `page` (1 for the first) of a list cut into pages of `perPage`. */
export interface ListPage<T> {
  readonly page: number;
  /** How many pages the list has: at least one, so an empty list still has its page. */
  readonly pageCount: number;
  readonly items: readonly T[];
}

/** Every page of a list, in order; an empty list gives one empty page. */
export function paginate<T>(items: readonly T[], perPage: number): ListPage<T>[] {
  if (!Number.isInteger(perPage) || perPage < 1) throw new RangeError(`Not a page size: ${perPage}`);
  const pageCount = Math.max(1, Math.ceil(items.length / perPage));
  return Array.from({ length: pageCount }, (_, index) => ({
    page: index + 1,
    pageCount,
    items: items.slice(index * perPage, (index + 1) * perPage),
  }));
}

/** A gap in the page links, where the pages between its neighbours are left out. */
export const GAP = "gap";

/**
 * The pages to link from page `current` of `last`: the first, the last, the current and its
 * neighbours, with a gap for each run left out. A run of one page is linked rather than
 * gapped (a gap must save room), so there are never more than seven entries.
 *
 *   1 of 1 → 1          3 of 9 → 1 2 3 4 … 9          5 of 9 → 1 … 4 5 6 … 9
 */
export function pageLinks(current: number, last: number): (number | typeof GAP)[] {
  const shown = new Set([1, current - 1, current, current + 1, last]);
  // A gap that would stand for a single page shows that page instead.
  if (shown.has(3)) shown.add(2);
  if (shown.has(last - 2)) shown.add(last - 1);
  const pages = [...shown].filter((page) => page >= 1 && page <= last).toSorted((a, b) => a - b);
  return pages.flatMap((page, index) =>
    index > 0 && page - (pages[index - 1] ?? 0) > 1 ? [GAP, page] : [page],
  );
}
