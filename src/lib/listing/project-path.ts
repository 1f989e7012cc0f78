import { ALL_PROJECTS, type ProjectCategory } from "#src/config/categories.ts";

/** The URL of a project's page; ids are Sanity document ids, so they are encoded. */
export function projectPath(id: string): string {
  return `/ourProjects/${encodeURIComponent(id)}`;
}

/**
 * The URL of one page of the projects list: a category's first page, or a further one.
 *
 *   /ourProjects                          All Projects          /ourProjects/page/2
 *   /ourProjects/category/airport         Airport               /ourProjects/category/airport/page/2
 *
 * Each has at least two segments after /ourProjects/, and a project id has none of its own
 * (no `/`), so a list page never takes a project's path, whatever the id.
 */
export function projectListPath(category: ProjectCategory, page = 1): string {
  const first =
    category === ALL_PROJECTS ? "/ourProjects" : `/ourProjects/category/${categorySlug(category)}`;
  return page > 1 ? `${first}/page/${page}` : first;
}

/**
 * The URL of a category's map of projects (/map, /map/airport): a page of its own, one link
 * from the list, so the list's pages keep their weight.
 */
export function projectMapPath(category: ProjectCategory): string {
  return category === ALL_PROJECTS ? "/map" : `/map/${categorySlug(category)}`;
}

/** A category as one URL segment: "Government & Royal" → "government-and-royal". */
export function categorySlug(category: string): string {
  return category
    .toLowerCase()
    .replaceAll("&", " and ")
    .replaceAll(/[^a-z0-9]+/g, "-")
    .replaceAll(/^-|-$/g, "");
}

/** The id of the category bar, which a list page's links land on: the choice stays in view. */
export const PROJECT_LIST_ANCHOR = "categories";

/** A link to a page of the projects list, landing on its category bar. */
export function projectListLink(category: ProjectCategory, page = 1): string {
  return `${projectListPath(category, page)}#${PROJECT_LIST_ANCHOR}`;
}

/** The project id a path names (`/ourProjects/{id}`), or undefined for any other path. */
export function projectIdFromPath(pathname: string): string | undefined {
  const match = /^\/ourProjects\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1]) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
}

/** sessionStorage key: the path of the project page a card was just clicked for. */
export const PROJECT_FROM_CARD_KEY = "arkan:project-from-card";
