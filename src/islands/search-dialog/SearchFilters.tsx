import { SEARCH_KINDS } from "#src/config/search.ts";
import type { SearchWords } from "#src/i18n/search/en.ts";
import type { SearchFilterState } from "./use-site-search.ts";

interface Props {
  filters: SearchFilterState;
  words: SearchWords;
}

/** What the search dialog shows: every kind of result or one, and for projects a category and a status. */
export function SearchFilters({ filters, words }: Props) {
  const { shown, setShown, category, setCategory, status, setStatus, choices } = filters;
  return (
    <>
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
    </>
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
