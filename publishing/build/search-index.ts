/**
 * The site's search index (docs/search.md): Pagefind reads the built pages and writes one
 * index per `<html lang>` into the site's `pagefind/` folder, beside the pages it indexes.
 * Only what a page marks with `data-pagefind-body` is indexed (src/lib/search/), so the 404
 * and redirect pages, the lists and every header, footer and menu stay out.
 */
import { join } from "node:path";
import { close, createIndex } from "pagefind";
import { SEARCH_EXCLUDED, SEARCH_INDEX_DIR } from "#src/config/search.ts";

export interface SearchIndexCensus {
  /** Pages Pagefind indexed, every language together. */
  readonly pages: number;
}

/** Writes the search index of the site built in `siteDir`; throws naming what went wrong. */
export async function writeSearchIndex(siteDir: string): Promise<SearchIndexCensus> {
  try {
    const { index, errors } = await createIndex({ excludeSelectors: [...SEARCH_EXCLUDED] });
    if (index === undefined) throw new Error(errors.join("; ") || "Pagefind started no index");
    const added = await index.addDirectory({ path: siteDir });
    if (added.errors.length > 0) throw new Error(added.errors.join("; "));
    const written = await index.writeFiles({ outputPath: join(siteDir, SEARCH_INDEX_DIR) });
    if (written.errors.length > 0) throw new Error(written.errors.join("; "));
    return { pages: added.page_count };
  } finally {
    await close();
  }
}
