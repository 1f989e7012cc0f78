import { ExpandableText } from "#src/components/ui/ExpandableText.tsx";
import { Icon } from "#src/components/ui/Icon.tsx";
import { PositionTags } from "./PositionTags.tsx";
import { JOB_DESCRIPTION_LIMIT, JOB_REQUIREMENTS_SHOWN } from "#src/config/display-limits.ts";
import type { Dictionary } from "#src/i18n/dictionary.ts";
import { format } from "#src/i18n/format.ts";
import type { PositionItem } from "#src/lib/content/documents/careers.ts";
import { foreignText } from "#src/lib/content/translations.ts";

type JobCardWords = Dictionary["careersBoard"] & { readonly numerals: string };

function JobCard({ position, words }: { position: PositionItem; words: JobCardWords }) {
  const requirements = position.requirements.slice(0, JOB_REQUIREMENTS_SHOWN);
  const more = position.requirements.length - requirements.length;

  return (
    <article className="flex h-full flex-col rounded-lg border-t-4 border-brand bg-white p-6 shadow-sm sm:p-7">
      <PositionTags position={position} categories={words.categories} />
      <h3 {...foreignText(position.lang)} className="mt-4 text-xl font-bold">
        <a href={position.path} className="underline-offset-4 hover:underline">
          {position.title}
        </a>
      </h3>
      {position.location && (
        <p
          {...foreignText(position.lang)}
          className="mt-1 flex items-center gap-1.5 text-sm font-semibold text-muted"
        >
          <Icon name="location" className="size-4" />
          {position.location}
        </p>
      )}
      <ExpandableText
        id={`position-${position.id}-description`}
        text={position.description ?? ""}
        textLang={position.lang}
        limit={JOB_DESCRIPTION_LIMIT}
        labels={[words.showMore, words.showLess]}
        className="mt-4 leading-relaxed"
        buttonClassName="mt-1 text-sm"
      />
      {requirements.length > 0 && (
        <ul {...foreignText(position.lang)} className="mt-5 space-y-1.5 text-sm">
          {requirements.map((requirement) => (
            <li key={requirement} className="flex gap-2">
              <span className="mt-2 size-1.5 shrink-0 rounded-full bg-brand" aria-hidden="true" />
              {requirement}
            </li>
          ))}
        </ul>
      )}
      {more > 0 && (
        <p className="mt-2 text-sm text-muted">
          {format(words.moreRequirements, { n: more }, words.numerals)}
        </p>
      )}
      {position.applyHref && (
        <div className="mt-auto pt-6">
          <a
            href={position.applyHref}
            className="inline-flex rounded-md bg-ink px-5 py-3 font-bold text-white transition-colors hover:bg-graphite"
          >
            {words.apply}
          </a>
        </div>
      )}
    </article>
  );
}

/**
 * The open positions as cards, rendered at build time (never hydrated: their text is in the
 * HTML once) inside the careers board (islands/CareersBoard.tsx), which hides those of other
 * categories and works their Show more buttons.
 */
export function JobCards({ positions, words }: { positions: readonly PositionItem[]; words: JobCardWords }) {
  return (
    <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {positions.map((position) => (
        // Below the first screen on phones and desktops alike: the browser lays a card out
        // only when it comes near, which nearly halves the page's first layout
        // (docs/performance.md). Until then it counts at about a card's height (420 to 510 px).
        <li key={position.id} data-card="" className="lazy-layout-[28rem]">
          <JobCard position={position} words={words} />
        </li>
      ))}
    </ul>
  );
}
