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
