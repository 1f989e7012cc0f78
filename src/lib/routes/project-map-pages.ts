/**
 * The map of the projects, one static page per category (projectMapPath): /map, /map/airport.
 * Its paths and each page's props, computed here once: the drawing (lib/map/portfolio-map.ts)
 * and its text alternative, the same projects by region and country; and the columns of the
 * projects completed by year.
 */
import { ALL_PROJECTS, PROJECT_CATEGORIES, type ProjectCategory } from "#src/config/categories.ts";
import type { Dictionary } from "#src/i18n/dictionary.ts";
import { format } from "#src/i18n/format.ts";
import { localePath } from "#src/i18n/paths.ts";
import { load } from "#src/lib/content/loaders.ts";
import { projects, type Project } from "#src/lib/content/documents/our-projects.ts";
import { projectsByPlace } from "#src/lib/content/project-place.ts";
import { textLanguage } from "#src/lib/content/translations.ts";
import { selectProjects } from "#src/lib/listing/project-listing.ts";
import { categorySlug, projectListPath, projectMapPath, projectPath } from "#src/lib/listing/project-path.ts";
import { quoteForLog } from "#src/lib/log-quote.ts";
import { drawPortfolioMap, type MapProject } from "#src/lib/map/portfolio-map.ts";
import { completedChart, type CountedProject } from "#src/lib/charts/completed-chart.ts";
import { defineRoutes } from "./route-table.ts";

interface MapEntry {
  readonly category: ProjectCategory;
  readonly projects: readonly (MapProject & CountedProject & { readonly lang?: string })[];
}

/** Each warning once, though every language and category draws the same project. */
const warned = new Set<string>();
const warnOnce = (project: MapProject, message: string) => {
  const line = `[content] ourProjects ${quoteForLog(project.id)} ${message}`;
  if (warned.has(line)) return;
  warned.add(line);
  console.warn(line);
};

const onMap = (project: Project, root: (path: string) => string) => ({
  ...textLanguage(project),
  id: project._id,
  title: project.title,
  href: root(projectPath(project._id)),
  region: project.region,
  coordinates: project.coordinates,
  status: project.status,
  year: project.year,
});

export const projectMapPages = defineRoutes({
  async paths(locale) {
    const { content: portfolio } = await load(projects, locale.code);
    const root = (path: string) => localePath(locale, path);
    return PROJECT_CATEGORIES.map((category) => ({
      params: { category: category === ALL_PROJECTS ? undefined : categorySlug(category) },
      props: {
        category,
        projects: selectProjects(portfolio, category).map((project) => onMap(project, root)),
      } satisfies MapEntry,
    }));
  },
  page({ category, projects: shown }: MapEntry, { words, locale }) {
    const t = words.projects;
    const label = t.categories[category];
    const drawing = drawPortfolioMap(shown, warnOnce);
    const byPlace = projectsByPlace(shown, { language: words.language, facts: words.project.facts });
    return {
      head: {
        title: [t.map.title, words.nav.projects, ...(category === ALL_PROJECTS ? [] : [label])].join(" · "),
        description:
          category === ALL_PROJECTS
            ? t.map.description
            : format(t.map.categoryDescription, { category: label }),
      },
      heading: words.nav.projects,
      category,
      drawing,
      byPlace,
      completed: completedOf(shown, words),
      words: t,
      listPath: localePath(locale, projectListPath(category)),
      categories: PROJECT_CATEGORIES.map((each) => ({
        category: each,
        label: t.categories[each],
        href: localePath(locale, projectMapPath(each)),
      })),
    };
  },
});

/** The columns of the projects completed by year, named, and their figures as a sentence. */
function completedOf(shown: readonly CountedProject[], words: Dictionary) {
  const drawing = completedChart(shown, words.numerals);
  if (drawing === undefined) return undefined;
  const t = words.projects.map;
  const [first, last] = drawing.span;
  return {
    drawing,
    name: format(t.completedName, { first, last }),
    figures: new Intl.ListFormat(words.language, { type: "unit" }).format(
      drawing.figures.map((figure) => format(t.completedYear, figure)),
    ),
  };
}
