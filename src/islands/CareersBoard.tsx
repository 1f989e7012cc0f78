import { useLayoutEffect, useRef, type ReactNode } from "react";
import { CategoryChip } from "./parts/CategoryChip.tsx";
import { flipBuiltFold } from "#src/components/ui/ExpandableText.tsx";
import { ALL_CAREER_CATEGORIES, CAREER_CATEGORIES, type CareerCategory } from "#src/config/categories.ts";
import {
  careerCategoryFromSearch,
  noPositionsMessage,
  searchForCareerCategory,
  selectPositions,
  type NoPositionsWords,
} from "#src/lib/listing/career-listing.ts";
import { useCategoryInUrl } from "./parts/use-category-in-url.ts";

interface Props {
  /** Each card's category, in the order of the cards (`[data-card]`) in `children`. */
  categories: readonly (string | undefined)[];
  words: NoPositionsWords & { readonly categoriesLabel: string };
  /** The cards, rendered at build time (components/careers/JobCards.tsx). */
  children?: ReactNode;
}

/**
 * The career category chips over the open positions: the cards of other categories are hidden,
 * and an empty choice says so. The cards are the island's children, HTML that React never
 * renders again, so their text is in the page once and not a second time in its props; the
 * board hides them and works their Show more buttons (ExpandableText's `flipBuiltFold`).
 */
export default function CareersBoard({ categories, words, children }: Props) {
  const [selected, choose] = useCategoryInUrl<CareerCategory>(
    ALL_CAREER_CATEGORIES,
    careerCategoryFromSearch,
    searchForCareerCategory,
  );
  const cards = categories.map((category) => ({ category }));
  const chosen = new Set(selectPositions(cards, selected));
  const shown = cards.map((card) => chosen.has(card));
  const list = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    list.current?.querySelectorAll<HTMLElement>("[data-card]").forEach((card, index) => {
      card.hidden = shown[index] !== true;
    });
  });

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
        {chosen.size === 0 && (
          <p className="mt-10 rounded-lg border-2 border-dashed border-ink/15 px-6 py-16 text-center text-lg font-semibold">
            {noPositionsMessage(selected, words)}
          </p>
        )}
        {/* The clicks of the cards' Show more buttons, which keys press too, bubble up to here. */}
        {/* eslint-disable-next-line jsx-a11y-x/click-events-have-key-events, jsx-a11y-x/no-static-element-interactions */}
        <div ref={list} hidden={chosen.size === 0} onClick={(event) => flipBuiltFold(event.target)}>
          {children}
        </div>
      </div>
    </div>
  );
}
