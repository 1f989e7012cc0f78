/**
 * The site's index, searched in the browser through Pagefind's JavaScript API: the bundle
 * the build writes (publishing/build/search-index.ts) is fetched only when a visitor first
 * searches. Pagefind picks the index of the page's `<html lang>`.
 */
import {
  SEARCH_EXCERPT_WORDS,
  SEARCH_FILTERS,
  SEARCH_INDEX_DIR,
  SEARCH_PAGE_SIZE,
  type SearchKind,
} from "#src/config/search.ts";
import { searchHit, type PagefindResultData, type SearchHit } from "./results.ts";

/** The part of Pagefind's API this site uses (its bundle ships no types). */
interface PagefindApi {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  destroy(): Promise<void>;
  filters(): Promise<Record<string, Record<string, number> | undefined>>;
  search(
    term: string,
    options?: { filters?: Record<string, string> },
  ): Promise<{ results: { id: string; data(): Promise<PagefindResultData> }[] } | null>;
}

/** What the visitor asked for: the words, and the filters chosen. */
export interface SearchRequest {
  readonly term: string;
  readonly kind?: SearchKind | undefined;
  readonly category?: string | undefined;
  readonly status?: string | undefined;
}

export interface SearchPage {
  /** Results in all, best first; `hits` holds the first SEARCH_PAGE_SIZE of them. */
  readonly total: number;
  readonly hits: readonly SearchHit[];
  /** The next SEARCH_PAGE_SIZE hits from the `from`th result on. */
  readonly load: (from: number) => Promise<readonly SearchHit[]>;
}

/** The filters' values the index holds, for the category and status choices. */
export interface SearchChoices {
  readonly categories: readonly string[];
  readonly statuses: readonly string[];
}

export interface SiteSearch {
  choices(): Promise<SearchChoices>;
  search(request: SearchRequest): Promise<SearchPage>;
}

const BUNDLE = `/${SEARCH_INDEX_DIR}/pagefind.js`;

async function start(): Promise<PagefindApi> {
  // A path the bundler must not follow: the file is the build's output, not a module of the site.
  const pagefind = (await import(/* @vite-ignore */ BUNDLE)) as PagefindApi;
  // Pagefind searches in a worker of its own (pagefind-worker.js, allowed by `worker-src
  // 'self'`), so a search over thousands of pages never holds up the visitor's typing; where no
  // worker can start, it searches on the page's thread.
  await pagefind.options({ excerptLength: SEARCH_EXCERPT_WORDS });
  await pagefind.init();
  return pagefind;
}

const valuesOf = (counts: Record<string, number> | undefined) =>
  Object.keys(counts ?? {}).toSorted((a, b) => a.localeCompare(b));

/**
 * Opens the site's search. A search that fails once (the site was published anew since the
 * page loaded, and the index it knew is gone) starts Pagefind afresh and tries again.
 */
export async function openSiteSearch(): Promise<SiteSearch> {
  let pagefind = await start();
  const retried = async <T>(run: (api: PagefindApi) => Promise<T>): Promise<T> => {
    try {
      return await run(pagefind);
    } catch {
      await pagefind.destroy();
      pagefind = await start();
      return run(pagefind);
    }
  };

  return {
    choices: () =>
      retried(async (api) => {
        const filters = await api.filters();
        return {
          categories: valuesOf(filters[SEARCH_FILTERS.category]),
          statuses: valuesOf(filters[SEARCH_FILTERS.status]),
        };
      }),
    search: ({ term, kind, category, status }) =>
      retried(async (api) => {
        const filters: Record<string, string> = {};
        if (kind !== undefined) filters[SEARCH_FILTERS.kind] = kind;
        if (kind === "project" && category !== undefined) filters[SEARCH_FILTERS.category] = category;
        if (kind === "project" && status !== undefined) filters[SEARCH_FILTERS.status] = status;
        const found = await api.search(term, { filters });
        const results = found?.results ?? [];
        const load = async (from: number) => {
          const data = await Promise.all(
            results.slice(from, from + SEARCH_PAGE_SIZE).map((result) => result.data()),
          );
          return data.flatMap((each) => searchHit(each) ?? []);
        };
        return { total: results.length, hits: await load(0), load };
      }),
  };
}
