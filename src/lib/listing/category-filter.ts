/**
 * A list filtered by one category, kept in the URL as `?category=...`. The first of the
 * categories is the "show everything" default ('All Projects', 'All Categories'), which
 * keeps the plain URL.
 */

/** The category a URL's query names, or the default for none or an unknown one. */
export function readCategory<C extends string>(search: string, categories: readonly [C, ...C[]]): C {
  const value = new URLSearchParams(search).get("category");
  return categories.find((category) => category === value) ?? categories[0];
}

/** The query string for a category: empty for the default. */
export function categorySearch<C extends string>(category: C, categories: readonly [C, ...C[]]): string {
  return category === categories[0] ? "" : `?${new URLSearchParams({ category }).toString()}`;
}

/**
 * The items a category shows, in the order given: every item under the default, otherwise
 * those whose category is exactly that one (so an item of an unknown category shows only under
 * the default).
 */
export function selectByCategory<C extends string, T extends { readonly category?: string | undefined }>(
  items: readonly T[],
  category: C,
  categories: readonly [C, ...C[]],
): T[] {
  return category === categories[0] ? [...items] : items.filter((item) => item.category === category);
}
