/** A page per project (`/ourProjects/{id}`): its paths and each page's props, computed here once. */
import { META_DESCRIPTION_LIMIT } from "#src/config/display-limits.ts";
import { projectWords } from "#src/i18n/island-words.ts";
import { localePath } from "#src/i18n/paths.ts";
import { buildImages } from "#src/lib/content/build-images.ts";
import { load } from "#src/lib/content/loaders.ts";
import {
  coverImage,
  projectArticle,
  projects,
  type Project,
} from "#src/lib/content/documents/our-projects.ts";
import { projectPath } from "#src/lib/listing/project-path.ts";
import { breadcrumbs } from "#src/lib/build/structured-data.ts";
import { truncate } from "#src/lib/truncate.ts";
import { defineRoutes } from "./route-table.ts";

export const projectPages = defineRoutes({
  async paths(locale) {
    const { content: portfolio } = await load(projects, locale.code);
    return portfolio.map((project) => ({ params: { id: project._id }, props: project }));
  },
  // A project written in one language only: the other language's switch leads to its projects.
  nearest: () => ({ path: "/ourProjects", kind: "projects" }),
  page(project: Project, { site, words, locale }) {
    const images = buildImages();
    const article = projectArticle(project, images);
    return {
      head: {
        title: project.title,
        description:
          project.description === undefined
            ? undefined
            : truncate(project.description, META_DESCRIPTION_LIMIT),
        image: images.share(coverImage(project)),
      },
      article,
      words: projectWords(locale.code),
      listPath: localePath(locale, "/ourProjects"),
      breadcrumbs: breadcrumbs(
        [
          { name: words.nav.home, path: localePath(locale, "/") },
          { name: words.nav.projects, path: localePath(locale, "/ourProjects") },
          { name: project.title, path: localePath(locale, projectPath(project._id)) },
        ],
        site,
      ),
    };
  },
});
