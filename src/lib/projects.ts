import { ALL_PROJECTS, PROJECT_CATEGORIES } from "../config/site";
import { categorySearch, readCategory } from "./category-filter";
import { sortByYearDesc } from "./ordering";

export type ProjectCategory = (typeof PROJECT_CATEGORIES)[number];

/**
 * The projects a category shows, newest first (a missing year counts as 0): every project
 * under 'All Projects', otherwise those whose category is exactly that one. A project in a
 * category outside the fourteen therefore appears only under 'All Projects'.
 */
export function selectProjects<
  T extends { readonly category?: string | undefined; readonly year?: number | undefined },
>(projects: readonly T[], category: ProjectCategory): T[] {
  const chosen =
    category === ALL_PROJECTS ? projects : projects.filter((project) => project.category === category);
  return sortByYearDesc(chosen);
}

/** The category a URL's query names (`?category=Airport`), or 'All Projects' for none or an unknown one. */
export function categoryFromSearch(search: string): ProjectCategory {
  return readCategory(search, PROJECT_CATEGORIES);
}

/** The query string for a category: empty for 'All Projects', so the plain list keeps its plain URL. */
export function searchForCategory(category: ProjectCategory): string {
  return categorySearch(category, PROJECT_CATEGORIES);
}

/** A project's cover: its own image if it has one, else the first of its images. */
export function coverImage<Cover, Image>(project: {
  readonly image?: Cover | undefined;
  readonly images: readonly Image[];
}): Cover | Image | undefined {
  return project.image ?? project.images[0];
}
