import { use } from "react";
// Its own stylesheet, as a URL: a stylesheet imported plainly, Astro links from every page.
import stylesheet from "./search-dialog.css?url";
import { format } from "#src/i18n/format.ts";
import type { SearchWords } from "#src/i18n/search/en.ts";
import { loadSearchWords } from "#src/i18n/search-words.ts";
import { Icon } from "#src/components/ui/Icon.tsx";
import { SearchFilters } from "./search-dialog/SearchFilters.tsx";
import { SearchResult } from "./search-dialog/SearchResult.tsx";
import { useModalDialog } from "./search-dialog/use-modal-dialog.ts";
import { useSiteSearch } from "./search-dialog/use-site-search.ts";

interface Props {
  /** The projects list in the page's language, suggested when nothing is found. */
  listPath: string;
  open: boolean;
  onClose: () => void;
}

const wordsByLanguage = new Map<string, Promise<SearchWords>>();
const wordsOf = (lang: string) => {
  let words = wordsByLanguage.get(lang);
  if (words === undefined) wordsByLanguage.set(lang, (words = loadSearchWords(lang)));
  return words;
};

const RESULTS_ID = "search-results";

/**
 * The search dialog (docs/search.md): a field, the filters, and the results in the page's
 * language as links. Arrow keys move between the field and the results, Enter in the field
 * opens the first, Escape closes the dialog and the focus goes back to the header's button.
 * What it asks and finds is useSiteSearch's; how the dialog opens and answers keys,
 * useModalDialog's.
 */
export default function SearchDialog({ listPath, open, onClose }: Props) {
  // The page's language, as Pagefind reads it to choose its index: its words and plural forms.
  const { lang, dir } = document.documentElement;
  const words = use(wordsOf(lang));
  const { numerals } = words;
  const { term, setTerm, filters, found, searching, failed, showMore } = useSiteSearch();
  const { dialog, field, list, focusLink } = useModalDialog(open, onClose, () => found?.hits[0]?.url);

  const showMoreFrom = async (from: number) => {
    await showMore(from);
    focusLink(from);
  };

  const count = (total: number) => {
    // Zero has words of its own in every language, though English's plural rules call it "other".
    const form = total === 0 ? "zero" : new Intl.PluralRules(lang).select(total);
    return format(words.count[form], { count: total }, numerals);
  };

  return (
    // The box its stylesheet's rules are scoped to (search-dialog.css).
    <div id="site-search">
      {/* React puts it in the head, and shows the dialog once it has loaded. */}
      <link rel="stylesheet" href={stylesheet} precedence="search" />
      <dialog
        ref={dialog}
        dir={dir || "ltr"}
        aria-labelledby="search-heading"
        className="m-0 h-dvh max-h-none w-full max-w-none bg-transparent p-0 backdrop:bg-ink/70 sm:mx-auto sm:mt-[8vh] sm:bottom-auto sm:h-auto sm:max-h-[84vh] sm:max-w-2xl"
        onClose={onClose}
      >
        <div className="flex h-full max-h-[inherit] flex-col bg-white text-ink sm:rounded-xl">
          <h2 id="search-heading" className="sr-only">
            {words.heading}
          </h2>
          <search className="border-b border-stone p-4 sm:p-5">
            <div className="flex items-center gap-3">
              <Icon name="search" className="size-6 shrink-0 text-muted" />
              <input
                ref={field}
                type="search"
                value={term}
                onChange={(event) => setTerm(event.target.value)}
                aria-label={words.field}
                aria-controls={RESULTS_ID}
                placeholder={words.placeholder}
                enterKeyHint="search"
                autoComplete="off"
                spellCheck={false}
                className="min-w-0 flex-1 rounded-md border border-stone px-3 py-2.5 text-lg outline-offset-2 placeholder:text-muted"
              />
              <button
                type="button"
                onClick={onClose}
                aria-label={words.close}
                className="grid size-11 shrink-0 place-items-center rounded-md text-muted hover:bg-stone hover:text-ink"
              >
                <Icon name="close" className="size-6" />
              </button>
            </div>
            <SearchFilters filters={filters} words={words} />
          </search>
          <div className="min-h-0 flex-1 overflow-y-auto p-4 sm:p-5">
            <p role="status" className="text-sm font-semibold text-muted">
              {failed
                ? words.failed
                : searching && found === undefined
                  ? words.loading
                  : found !== undefined
                    ? count(found.page.total)
                    : ""}
            </p>
            {found !== undefined && found.page.total === 0 && (
              <p className="mt-3 text-lg">
                {format(words.none, { query: found.term }, numerals)}{" "}
                <a href={listPath} className="font-semibold text-brand-text underline underline-offset-4">
                  {words.suggestion}
                </a>
              </p>
            )}
            <ul ref={list} id={RESULTS_ID} className="mt-3 grid gap-3">
              {found?.hits.map((hit) => (
                <li key={hit.url}>
                  <SearchResult hit={hit} words={words} />
                </li>
              ))}
            </ul>
            {found !== undefined && found.hits.length < found.page.total && (
              <button
                type="button"
                onClick={() => void showMoreFrom(found.hits.length)}
                className="mt-4 w-full rounded-md border border-ink px-4 py-2.5 font-semibold hover:bg-ink hover:text-white"
              >
                {words.more}
              </button>
            )}
          </div>
        </div>
      </dialog>
    </div>
  );
}
