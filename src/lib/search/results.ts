/**
 * What the search dialog shows of a result, read from what Pagefind returns for it: pure, so
 * the rules (what a result may say, and that its excerpt stays text) are tested apart from it.
 */
import {
  SEARCH_ENTRIES,
  SEARCH_FILTERS,
  SEARCH_KINDS,
  SEARCH_META,
  type SearchKind,
} from "#src/config/search.ts";

/** The part of Pagefind's result data the dialog reads. */
export interface PagefindResultData {
  readonly url: string;
  readonly excerpt: string;
  readonly meta: Readonly<Record<string, string | undefined>>;
  readonly filters: Readonly<Record<string, readonly string[] | undefined>>;
  /** The page's parts that begin at a heading with an id, each with where the words matched in it. */
  readonly sub_results?: readonly PagefindSubResult[] | undefined;
}

export interface PagefindSubResult {
  readonly url: string;
  readonly title: string;
  readonly excerpt: string;
  readonly locations: readonly number[];
  readonly anchor?: { readonly id: string } | undefined;
}

/** A run of an excerpt's text, marked where it matched the words searched for. */
export interface ExcerptPart {
  readonly text: string;
  readonly marked: boolean;
}

export interface SearchHit {
  readonly url: string;
  readonly title: string;
  readonly kind: SearchKind;
  /** The page's title, where the result is an entry of it (a certificate of the register). */
  readonly within?: string | undefined;
  readonly excerpt: readonly ExcerptPart[];
  readonly category?: string | undefined;
  readonly location?: string | undefined;
  readonly status?: string | undefined;
}

const ENTITIES: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** Text with the character references Pagefind writes undone. */
function decode(text: string): string {
  return text.replace(
    /&(?:#(\d+)|#x([\da-f]+)|([a-z]+));/gi,
    (reference, decimal?: string, hex?: string, name?: string) => {
      if (name !== undefined) return ENTITIES[name.toLowerCase()] ?? reference;
      const code = decimal === undefined ? parseInt(hex ?? "", 16) : Number(decimal);
      return code <= 0x10ffff ? String.fromCodePoint(code) : reference;
    },
  );
}

/**
 * An excerpt as runs of text: Pagefind marks the words matched with `<mark>`, and that is the
 * only markup taken from it. Anything else that looks like a tag is text, shown as written, so
 * a title or description holding markup can never become part of the dialog.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let marked = false;
  for (const piece of excerpt.split(/(<mark>|<\/mark>)/)) {
    if (piece === "<mark>") marked = true;
    else if (piece === "</mark>") marked = false;
    else if (piece !== "") {
      const text = decode(piece);
      const last = parts.at(-1);
      if (last?.marked === marked) parts[parts.length - 1] = { text: last.text + text, marked };
      else parts.push({ text, marked });
    }
  }
  return parts;
}

/** A result's address as the site writes its links: without a trailing slash. */
export const hitUrl = (url: string): string => (url.length > 1 ? url.replace(/\/+(?=$|[?#])/, "") : url);

const isSearchKind = (value: string | undefined): value is SearchKind =>
  (SEARCH_KINDS as readonly string[]).includes(value ?? "");

const first = (values: readonly string[] | undefined): string | undefined => {
  const value = values?.[0]?.trim();
  return value === undefined || value === "" ? undefined : value;
};

const ENTRY_ANCHOR = new RegExp(`^(?:${SEARCH_ENTRIES.join("|")})-`);

/** The entry of the page (SEARCH_ENTRIES) where most of the words matched, if any matched in one. */
function bestEntry(parts: readonly PagefindSubResult[] | undefined): PagefindSubResult | undefined {
  return (parts ?? [])
    .filter((part) => ENTRY_ANCHOR.test(part.anchor?.id ?? "") && part.locations.length > 0)
    .reduce<PagefindSubResult | undefined>(
      (best, part) => (best === undefined || part.locations.length > best.locations.length ? part : best),
      undefined,
    );
}

/**
 * What the dialog shows of one result, or undefined for a page the index should not hold.
 * Where the words matched in an entry of the page, the result is that entry: it opens at it.
 */
export function searchHit(data: PagefindResultData): SearchHit | undefined {
  const kind = first(data.filters[SEARCH_FILTERS.kind]);
  const title = data.meta["title"]?.trim();
  if (!isSearchKind(kind) || title === undefined || title === "") return undefined;
  const entry = bestEntry(data.sub_results);
  return {
    url: hitUrl(entry?.url ?? data.url),
    title: decode(entry?.title.trim() || title),
    kind,
    ...(entry === undefined ? {} : { within: decode(title) }),
    excerpt: excerptParts(entry?.excerpt ?? data.excerpt),
    category: first(data.filters[SEARCH_FILTERS.category]),
    location: data.meta[SEARCH_META.location]?.trim() || undefined,
    status: first(data.filters[SEARCH_FILTERS.status]),
  };
}
