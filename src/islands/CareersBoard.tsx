import { CategoryChip } from "./parts/CategoryChip.tsx";
import { ExpandableText } from "./parts/ExpandableText.tsx";
import { LocationIcon } from "#src/components/ui/LocationIcon.tsx";
import { ALL_CAREER_CATEGORIES, CAREER_CATEGORIES, type CareerCategory } from "#src/config/categories.ts";
import { JOB_DESCRIPTION_LIMIT, JOB_REQUIREMENTS_SHOWN } from "#src/config/display.ts";
import {
  careerCategoryFromSearch,
  noPositionsMessage,
  searchForCareerCategory,
  selectPositions,
} from "#src/lib/career-listing.ts";
import type { PositionItem } from "#src/lib/content/types/careers.ts";
import { foreignText } from "#src/lib/content/translations.ts";
import { format, labelFor } from "#src/i18n/format.ts";
import type { Dictionary } from "#src/i18n/dictionary.ts";
import { useCategoryInUrl } from "./parts/use-category-in-url.ts";

type CareersBoardWords = Dictionary["careersBoard"] & { readonly numerals: string };

interface Props {
  positions: readonly PositionItem[];
  words: CareersBoardWords;
}

function JobCard({ position, words }: { position: PositionItem; words: CareersBoardWords }) {
  const requirements = position.requirements.slice(0, JOB_REQUIREMENTS_SHOWN);
  const more = position.requirements.length - requirements.length;

  return (
    <article className="flex h-full flex-col rounded-lg border-t-4 border-brand bg-white p-6 shadow-sm sm:p-7">
      <div className="flex flex-wrap gap-2 text-xs font-bold tracking-wide uppercase">
        {position.category && (
          <span className="rounded-full bg-ink px-3 py-1 text-white">
            {labelFor(words.categories, position.category)}
          </span>
        )}
        {position.employmentType && (
          <span {...foreignText(position.lang)} className="rounded-full bg-stone px-3 py-1 text-ink">
            {position.employmentType}
          </span>
        )}
      </div>
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
          <LocationIcon className="size-4" />
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

/** The career category chips and the open positions of the chosen category. */
export default function CareersBoard({ positions, words }: Props) {
  const [selected, choose] = useCategoryInUrl<CareerCategory>(
    ALL_CAREER_CATEGORIES,
    careerCategoryFromSearch,
    searchForCareerCategory,
  );
  const shown = selectPositions(positions, selected);

  return (
    <div>
      <div role="group" aria-label={words.categoriesLabel} className="flex flex-wrap gap-2">
        {CAREER_CATEGORIES.map((category) => (
          <CategoryChip
            key={category}
            label={words.categories[category]}
            selected={category === selected}
            onSelect={() => choose(category)}
            className="px-4 py-2"
          />
        ))}
      </div>
      <div aria-live="polite">
        {shown.length === 0 ? (
          <p className="mt-10 rounded-lg border-2 border-dashed border-ink/15 px-6 py-16 text-center text-lg font-semibold">
            {noPositionsMessage(selected, words)}
          </p>
        ) : (
          <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {shown.map((position) => (
              // Below the first screen on phones and desktops alike: the browser lays a card
              // out only when it comes near, which nearly halves the page's first layout
              // (docs/performance.md). Until then it counts at about a card's height (420 to
              // 510 px).
              <li key={position.id} className="lazy-layout-[28rem]">
                <JobCard position={position} words={words} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
