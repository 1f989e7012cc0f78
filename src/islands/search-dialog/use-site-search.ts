/**
 * What the search dialog asks Pagefind, and what it found: the term, the kind shown, a
 * project's category and status, debounced, with the last results kept until the newest are in.
 */
import { useEffect, useState } from "react";
import { SEARCH_DEBOUNCE_MS, type SearchKind } from "#src/config/search.ts";
import {
  openSiteSearch,
  type SearchChoices,
  type SearchPage,
  type SiteSearch,
} from "#src/lib/search/pagefind.ts";
import type { SearchHit } from "#src/lib/search/results.ts";

export type Shown = "all" | SearchKind;

/** What a search found, and for which request (requestKey): a newer request shows it until its own is in. */
export interface Outcome {
  readonly key: string;
  readonly term: string;
  readonly page: SearchPage;
  readonly hits: readonly SearchHit[];
}
const requestKey = (...parts: readonly (string | undefined)[]) => JSON.stringify(parts);

let siteSearch: Promise<SiteSearch> | undefined;
/** Pagefind, opened once for the page; a failed opening is tried again next time. */
const search = () => {
  siteSearch ??= openSiteSearch().catch((error: unknown) => {
    siteSearch = undefined;
    throw error;
  });
  return siteSearch;
};

export function useSiteSearch() {
  const [term, setTerm] = useState("");
  const [shown, setShown] = useState<Shown>("all");
  const [category, setCategory] = useState<string>();
  const [status, setStatus] = useState<string>();
  const [choices, setChoices] = useState<SearchChoices>({ categories: [], statuses: [] });
  const [outcome, setOutcome] = useState<Outcome>();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    search()
      .then((site) => site.choices())
      .then(setChoices)
      .catch(() => setFailed(true));
  }, []);

  const asked = term.trim();
  const key = requestKey(asked, shown, category, status);
  useEffect(() => {
    if (asked === "") return;
    let current = true;
    const timer = setTimeout(() => {
      search()
        .then((site) =>
          site.search({ term: asked, kind: shown === "all" ? undefined : shown, category, status }),
        )
        .then((page) => {
          if (!current) return;
          setFailed(false);
          setOutcome({ key, term: asked, page, hits: page.hits });
        })
        .catch(() => current && setFailed(true));
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key, asked, shown, category, status]);

  // Until the newest request's results are in, the last ones stay; none for an empty field.
  const found = asked === "" ? undefined : outcome;
  const searching = asked !== "" && outcome?.key !== key;

  /** The next page of results, after the `from` shown. */
  const showMore = async (from: number) => {
    if (found === undefined) return;
    const more = await found.page.load(from);
    setOutcome({ ...found, hits: [...found.hits, ...more] });
  };

  return {
    term,
    setTerm,
    filters: { shown, setShown, category, setCategory, status, setStatus, choices },
    found,
    searching,
    failed,
    showMore,
  };
}

export type SearchFilterState = ReturnType<typeof useSiteSearch>["filters"];
