import type { SearchWords } from "#src/i18n/search/en.ts";
import type { SearchHit } from "#src/lib/search/results.ts";

/** One result of the search dialog: what it is, its title, a project's facts, the excerpt with its matches marked. */
export function SearchResult({ hit, words }: { hit: SearchHit; words: SearchWords }) {
  const facts = [hit.within, hit.category, hit.location, hit.status].filter((fact) => fact !== undefined);
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
