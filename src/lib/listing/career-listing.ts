import { ALL_CAREER_CATEGORIES, CAREER_CATEGORIES, type CareerCategory } from "#src/config/categories.ts";
import { format } from "#src/i18n/format.ts";
import { calendarDay } from "#src/lib/calendar-day.ts";
import { categorySearch, readCategory, selectByCategory } from "./category-filter.ts";

/** Every position under 'All Categories', otherwise those whose category is exactly that one. */
export const selectPositions = <T extends { readonly category?: string | undefined }>(
  positions: readonly T[],
  category: CareerCategory,
): T[] => selectByCategory(positions, category, CAREER_CATEGORIES);

export function careerCategoryFromSearch(search: string): CareerCategory {
  return readCategory(search, CAREER_CATEGORIES);
}

export function searchForCareerCategory(category: CareerCategory): string {
  return categorySearch(category, CAREER_CATEGORIES);
}

/** The words an empty list is told with (the dictionary's `careers`). */
export interface NoPositionsWords {
  readonly noPositions: string;
  readonly noPositionsIn: string;
  readonly categories: Readonly<Record<CareerCategory, string>>;
}

/** What an empty list says: nothing open at all, or nothing in the chosen category. */
export function noPositionsMessage(category: CareerCategory, words: NoPositionsWords): string {
  return category === ALL_CAREER_CATEGORIES
    ? words.noPositions
    : format(words.noPositionsIn, { category: words.categories[category] });
}

/** The URL of a position's page; ids are Sanity document ids, so they are encoded. */
export function positionPath(id: string): string {
  return `/careers/${encodeURIComponent(id)}`;
}

export interface PostingDates {
  /** When the document was created (Sanity's `_createdAt`). */
  readonly _createdAt?: string | undefined;
  /** "Posted on", set by the editor; the creation day otherwise. */
  readonly postedOn?: string | undefined;
  /** "Closes on": the last day to apply. */
  readonly closesOn?: string | undefined;
}

/** The day a position was posted: the editor's, else the day its document was created. */
export function postedOn(position: PostingDates): string | undefined {
  return position.postedOn ?? position._createdAt?.slice(0, 10);
}

/** Open on `today` (YYYY-MM-DD): no closing date, or one not yet past. */
export function isOpen(position: PostingDates, today: string): boolean {
  return position.closesOn === undefined || position.closesOn >= today;
}

/** The day positions are judged open on: the build's, in UTC, as the site's daily rebuild runs. */
export const positionsDay = (moment: Date): string => calendarDay(moment);

/** What the Studio says of a position closed on `today`, in its list and on its Closes on; undefined while open. */
export function closedNotice(position: PostingDates, today: string): string | undefined {
  return isOpen(position, today)
    ? undefined
    : `Closed on ${position.closesOn}: the site's next build takes its card and page down`;
}

/** What is wrong with a position's dates, for the Studio to say; undefined when nothing is. */
export function postingDatesProblem(position: PostingDates): string | undefined {
  const posted = postedOn(position);
  if (position.closesOn === undefined || posted === undefined || position.closesOn >= posted)
    return undefined;
  // Cite only what the editor typed: without a Posted on, the comparison was with the day the
  // position was created, which the site shows as its posting day.
  return position.postedOn === undefined
    ? `Closes on ${position.closesOn}, before this position was created (${posted}), the day the site gives as its posting day.`
    : `Closes on ${position.closesOn}, before it was posted (${posted}).`;
}
