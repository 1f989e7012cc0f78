import { use, useEffect, useRef, useState } from "react";
// Its own stylesheet, as a URL: a stylesheet imported plainly, Astro links from every page.
import stylesheet from "./search-dialog.css?url";
import { SEARCH_DEBOUNCE_MS, SEARCH_KINDS, type SearchKind } from "#src/config/search.ts";
import { format } from "#src/i18n/format.ts";
import type { SearchWords } from "#src/i18n/search/en.ts";
import { loadSearchWords } from "#src/i18n/search-words.ts";
import {
  openSiteSearch,
  type SearchChoices,
  type SearchPage,
  type SiteSearch,
} from "#src/lib/search/pagefind.ts";
import type { SearchHit } from "#src/lib/search/results.ts";
import { Icon } from "#src/components/ui/Icon.tsx";

interface Props {
  /** The projects list in the page's language, suggested when nothing is found. */
  listPath: string;
  open: boolean;
  onClose: () => void;
}

type Shown = "all" | SearchKind;

/** What a search found, and for which request (requestKey): a newer request shows it until its own is in. */
interface Outcome {
  readonly key: string;
  readonly term: string;
  readonly page: SearchPage;
  readonly hits: readonly SearchHit[];
}
const requestKey = (...parts: readonly (string | undefined)[]) => JSON.stringify(parts);

const wordsByLanguage = new Map<string, Promise<SearchWords>>();
const wordsOf = (lang: string) => {
  let words = wordsByLanguage.get(lang);
  if (words === undefined) wordsByLanguage.set(lang, (words = loadSearchWords(lang)));
  return words;
};
let siteSearch: Promise<SiteSearch> | undefined;
const search = () => {
  siteSearch ??= openSiteSearch().catch((error: unknown) => {
    siteSearch = undefined;
    throw error;
  });
  return siteSearch;
};

const RESULTS_ID = "search-results";

/**
 * The search dialog (docs/search.md): a field, the filters, and the results in the page's
 * language as links. Arrow keys move between the field and the results, Enter in the field
 * opens the first, Escape closes the dialog and the focus goes back to the header's button.
 */
export default function SearchDialog({ listPath, open, onClose }: Props) {
  // The page's language, as Pagefind reads it to choose its index: its words and plural forms.
  const { lang, dir } = document.documentElement;
  const words = use(wordsOf(lang));
  const { numerals } = words;
  const dialog = useRef<HTMLDialogElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const [term, setTerm] = useState("");
  const [shown, setShown] = useState<Shown>("all");
  const [category, setCategory] = useState<string>();
  const [status, setStatus] = useState<string>();
  const [choices, setChoices] = useState<SearchChoices>({ categories: [], statuses: [] });
  const [outcome, setOutcome] = useState<Outcome>();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = dialog.current;
    if (element === null) return;
    if (open && !element.open) {
      element.showModal();
      field.current?.focus();
      field.current?.select();
    } else if (!open && element.open) element.close();
  }, [open]);

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

  const showMore = async (from: number) => {
    if (found === undefined) return;
    const more = await found.page.load(from);
    setOutcome({ ...found, hits: [...found.hits, ...more] });
    list.current?.querySelectorAll("a")[from]?.focus();
  };

  const moveThroughResults = (event: KeyboardEvent) => {
    // Escape closes, also from the field, where it would first empty a search field.
    if (event.key === "Escape") {
      event.preventDefault();
      onClose();
      return;
    }
    const links = [...(list.current?.querySelectorAll("a") ?? [])];
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === "Enter" && event.target === field.current && found?.hits[0] !== undefined) {
      event.preventDefault();
      window.location.assign(found.hits[0].url);
      return;
    }
    const step = event.key === "ArrowDown" ? 1 : event.key === "ArrowUp" ? -1 : 0;
    if (step === 0 || links.length === 0) return;
    if (event.target !== field.current && at === -1) return;
    event.preventDefault();
    const next = at + step;
    if (next < 0) field.current?.focus();
    else links[Math.min(next, links.length - 1)]?.focus();
  };

  // The dialog's own listeners: a click on the backdrop (the dialog itself, outside its box)
  // closes it, and the arrow keys move through the results wherever the focus is inside it.
  useEffect(() => {
    const element = dialog.current;
    if (element === null) return;
    const onClick = (event: MouseEvent) => event.target === element && onClose();
    element.addEventListener("click", onClick);
    element.addEventListener("keydown", moveThroughResults);
    return () => {
      element.removeEventListener("click", onClick);
      element.removeEventListener("keydown", moveThroughResults);
    };
  });

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
            <fieldset className="mt-4 flex flex-wrap gap-2">
              <legend className="sr-only">{words.show}</legend>
              {(["all", ...SEARCH_KINDS] as const).map((kind) => (
                <label
                  key={kind}
                  className="cursor-pointer rounded-full border border-stone px-3 py-1.5 text-sm font-semibold has-checked:border-ink has-checked:bg-ink has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2"
                >
                  <input
                    type="radio"
                    name="search-kind"
                    value={kind}
                    checked={shown === kind}
                    onChange={() => setShown(kind)}
                    className="sr-only"
                  />
                  {words.kinds[kind]}
                </label>
              ))}
            </fieldset>
            {shown === "project" && (choices.categories.length > 0 || choices.statuses.length > 0) && (
              <div className="mt-3 grid gap-3 sm:grid-cols-2">
                <Choice
                  label={words.category}
                  any={words.anyCategory}
                  values={choices.categories}
                  value={category}
                  onChange={setCategory}
                />
                <Choice
                  label={words.status}
                  any={words.anyStatus}
                  values={choices.statuses}
                  value={status}
                  onChange={setStatus}
                />
              </div>
            )}
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
                  <Result hit={hit} words={words} />
                </li>
              ))}
            </ul>
            {found !== undefined && found.hits.length < found.page.total && (
              <button
                type="button"
                onClick={() => void showMore(found.hits.length)}
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

function Result({ hit, words }: { hit: SearchHit; words: SearchWords }) {
  const facts = [hit.category, hit.location, hit.status].filter((fact) => fact !== undefined);
  return (
    <a
      href={hit.url}
      className="block rounded-lg border border-stone p-4 hover:border-ink focus-visible:border-ink"
    >
      <span className="text-xs font-bold tracking-[0.2em] text-brand-text uppercase">
        {words.kindOfResult[hit.kind]}
      </span>
      <span dir="auto" className="mt-1 block text-lg font-bold">
        {hit.title}
      </span>
      {facts.length > 0 && (
        <span dir="auto" className="mt-1 block text-sm font-semibold text-muted">
          {facts.join(" · ")}
        </span>
      )}
      <span dir="auto" className="mt-2 block text-sm leading-relaxed text-muted">
        {hit.excerpt.map((part, index) =>
          part.marked ? (
            <mark key={index} className="rounded-sm bg-brand/40 px-0.5 text-ink">
              {part.text}
            </mark>
          ) : (
            part.text
          ),
        )}
      </span>
    </a>
  );
}

interface ChoiceProps {
  label: string;
  any: string;
  values: readonly string[];
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}

function Choice({ label, any, values, value, onChange }: ChoiceProps) {
  return (
    <label className="grid gap-1 text-sm font-semibold">
      {label}
      <select
        value={value ?? ""}
        onChange={(event) => onChange(event.target.value === "" ? undefined : event.target.value)}
        className="rounded-md border border-stone bg-white px-3 py-2 text-base font-normal"
      >
        <option value="">{any}</option>
        {values.map((each) => (
          <option key={each} value={each}>
            {each}
          </option>
        ))}
      </select>
    </label>
  );
}
