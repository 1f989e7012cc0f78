import { ALL_CAREER_CATEGORIES, CAREER_CATEGORIES } from "#src/config/site.ts";
import { categorySearch, readCategory, selectByCategory } from "./category-filter.ts";

export type CareerCategory = (typeof CAREER_CATEGORIES)[number];

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

/** What an empty list says: nothing open at all, or nothing in the chosen category. */
export function noPositionsMessage(category: CareerCategory): string {
  return category === ALL_CAREER_CATEGORIES
    ? "No positions available at the moment. Check back soon!"
    : `No positions available in ${category}. Try a different category.`;
}
