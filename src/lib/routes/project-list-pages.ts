/**
 * The projects list, one static page per category and per page of it (projectListPath):
 * /ourProjects, /ourProjects/page/2, /ourProjects/category/airport, …/airport/page/2. Every
 * page weighs the same whatever the size of the portfolio, and every project is reached by
 * plain links. Its paths and each page's props, computed here once.
 */
import { ALL_PROJECTS } from "#src/config/categories.ts";
import { format } from "#src/i18n/format.ts";
import { localeRoot } from "#src/i18n/paths.ts";
import { buildImages } from "#src/lib/content/build-images.ts";
import { load } from "#src/lib/content/loaders.ts";
import { projectCard, projects, type ProjectCardItem } from "#src/lib/content/documents/our-projects.ts";
import { projectListPages, type ProjectListPage } from "#src/lib/listing/project-listing.ts";
import { projectListPath } from "#src/lib/listing/project-path.ts";
import { defineRoutes } from "./route-table.ts";

interface ListEntry {
  readonly list: ProjectListPage<ProjectCardItem>;
  /** Only with RENDER_CONTENT_ERRORS: the projects could not be read. */
  readonly failed: boolean;
}

export const projectListRoutes = defineRoutes({
  async paths(locale) {
    const { content: portfolio, failed } = await load(projects, locale.code);
    const images = buildImages();
    const cards = portfolio.map((project) => projectCard(project, images, localeRoot(locale)));
    return projectListPages(cards).map((list) => ({
      // The path below /ourProjects/, none for the first page of All Projects.
      params: {
        listing: projectListPath(list.category, list.page).slice("/ourProjects/".length) || undefined,
      },
      props: { list, failed } satisfies ListEntry,
    }));
  },
  // A page of a category that another language has fewer pages of (its projects written in
  // one language only): the switch leads to the category's first page, which every language has.
  nearest: ({ list }) => ({ path: projectListPath(list.category, 1), kind: "projects" }),
  page({ list, failed }: ListEntry, { words, locale }) {
    const t = words.projects;
    const { category, page, pageCount } = list;
    const label = t.categories[category];
    const title = [
      words.nav.projects,
      ...(category === ALL_PROJECTS ? [] : [label]),
      ...(page > 1 ? [format(t.page, { page }, words.numerals)] : []),
    ].join(" · ");
    const description = [
      category === ALL_PROJECTS ? t.description : format(t.categoryDescription, { category: label }),
      ...(page > 1 ? [format(t.pageOf, { page, pages: pageCount }, words.numerals)] : []),
    ].join(" ");
    return {
      head: { title, description },
      heading: words.nav.projects,
      list,
      failed,
      words: t,
      numerals: words.numerals,
      root: localeRoot(locale),
    };
  },
});
