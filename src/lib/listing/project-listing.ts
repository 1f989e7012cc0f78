import { ALL_PROJECTS, PROJECT_CATEGORIES, type ProjectCategory } from "#src/config/categories.ts";
import { PROJECTS_PER_PAGE } from "#src/config/display-limits.ts";
import { readCategory, selectByCategory } from "./category-filter.ts";
import { paginate, type ListPage } from "./pagination.ts";

/** The projects a category shows, in the order given (the content type's: newest first). */
export const selectProjects = <T extends { readonly category?: string | undefined }>(
  projects: readonly T[],
  category: ProjectCategory,
): T[] => selectByCategory(projects, category, PROJECT_CATEGORIES);

/** One page of the projects list: a category, how many projects it has in all, and this page's. */
export interface ProjectListPage<T> extends ListPage<T> {
  readonly category: ProjectCategory;
  readonly total: number;
}

/**
 * Every page of the projects list: for each category in order, its projects
 * in the order given, `perPage` at a time. A category without projects has one page, which
 * shows the empty state.
 */
export function projectListPages<T extends { readonly category?: string | undefined }>(
  projects: readonly T[],
  perPage = PROJECTS_PER_PAGE,
): ProjectListPage<T>[] {
  return PROJECT_CATEGORIES.flatMap((category) => {
    const chosen = selectProjects(projects, category);
    return paginate(chosen, perPage).map((page) => ({ ...page, category, total: chosen.length }));
  });
}

/**
 * The category an earlier address of the list named in its query (`/ourProjects?category=Airport`),
 * if it names one of the categories: such links are sent on to that category's page.
 */
export function categoryFromSearch(search: string): ProjectCategory | undefined {
  const category = readCategory(search, PROJECT_CATEGORIES);
  return category === ALL_PROJECTS ? undefined : category;
}
