/**
 * The specification's ordering rules (section 4). Both return a new array and keep the
 * original order among equals, so the query's own order breaks ties.
 */

/** Ascending by `order`; items without an order come after those that have one. */
export function sortByOrder<T extends { readonly order?: number | undefined }>(items: readonly T[]): T[] {
  return items.toSorted((a, b) => {
    if (a.order === undefined) return b.order === undefined ? 0 : 1;
    if (b.order === undefined) return -1;
    return a.order - b.order;
  });
}

/** Descending by `year`; a missing year counts as 0. */
export function sortByYearDesc<T extends { readonly year?: number | undefined }>(items: readonly T[]): T[] {
  return items.toSorted((a, b) => (b.year ?? 0) - (a.year ?? 0));
}
