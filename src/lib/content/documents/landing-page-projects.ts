/**
 * The home page's Some Of Our Projects: every landingPageProjects document, newest first. An
 * item may point at a project of the portfolio (`project`), whose title, description, value,
 * picture and year it shows wherever its own fields are empty.
 */
import { defineQuery } from "groq";
import * as z from "zod/mini";
import type { ViewerItem } from "#src/lib/item-viewer.ts";
import { sortByYearDesc } from "#src/lib/ordering.ts";
import { defineContentType } from "#src/lib/content/content-type.ts";
import { id, image, imageField, list, optional, text, year } from "#src/lib/content/fields.ts";
import { CONTENT_LANGUAGES } from "#src/i18n/locales.ts";
import { IMAGE_FRAMES } from "#src/config/image-sizes.ts";
import type { ImageResolver } from "#src/lib/content/image-url.ts";
import { textLanguage, type InLanguage } from "#src/lib/content/translations.ts";
import { en } from "#src/i18n/en.ts";

/** The Studio's error for an item with neither a title nor a project, and the site's warning. */
export const LANDING_PROJECT_TITLE_MESSAGE =
  "Add a title, or choose the project to take it from: without either the site leaves this item out.";

export const LANDING_PROJECTS_QUERY = defineQuery(`*[_type == "landingPageProjects"]{
  _id, language, title, description, value,
  "image": ${imageField("image")},
  year,
  "project": project->{
    _id, language, title, description, value, year,
    "image": coalesce(${imageField("image")}, ${imageField("images[0]")}),
    "translations": *[_type == "translation.metadata" && references(^._id)][0].translations[].value->{language, year}
  }
}`);

/** What an item and its project each may say. */
const shownFields = {
  title: optional(text),
  description: optional(z.string()),
  value: optional(z.string()),
  image: optional(image),
  year: optional(year),
};

const landingProjectSchema = z.object({
  _id: id,
  language: optional(z.string()),
  ...shownFields,
  project: optional(
    z.object({
      _id: id,
      language: optional(z.string()),
      ...shownFields,
      // The project's set, for its year: a field the languages share, typed on the original. A
      // year another document of the set gets wrong is its own page's warning, read here as none.
      translations: list(
        z.object({ language: optional(z.string()), year: z.catch(optional(year), undefined) }),
      ),
    }),
  ),
});

type LandingDocument = InLanguage<z.output<typeof landingProjectSchema>>;

/** An item as the viewer shows it: its own fields, else its project's. */
export type LandingProject = Omit<LandingDocument, "project" | "title"> & { readonly title: string };

/**
 * Each item with its project's fields where its own are empty; an item left with no title is
 * left out, and a project in another language than the item's is not read, each with a warning.
 */
export function withProjects(documents: readonly LandingDocument[], warn: (message: string) => void) {
  return documents.flatMap(({ project, ...item }): LandingProject[] => {
    let from = project;
    if (from?.language !== undefined && item.language !== undefined && from.language !== item.language) {
      warn(
        `landingPageProjects ${item._id}: its project ${from._id} is in another language (${from.language}); only the item's own fields are shown.`,
      );
      from = undefined;
    }
    // A translated project's year is its original's (projects.ts `sharedFields`).
    const original = from?.translations.find(
      ({ language }) => (language ?? CONTENT_LANGUAGES.default) === CONTENT_LANGUAGES.default,
    );
    const title = item.title ?? from?.title;
    if (title === undefined) {
      warn(`landingPageProjects ${item._id}: title: ${LANDING_PROJECT_TITLE_MESSAGE}`);
      return [];
    }
    return [
      {
        ...item,
        title,
        description: item.description ?? from?.description,
        value: item.value ?? from?.value,
        image: item.image ?? from?.image,
        year: item.year ?? original?.year ?? from?.year,
      },
    ];
  });
}

export const landingProjects = defineContentType({
  documentType: "landingPageProjects",
  place: { page: "home", list: en.showcase.heading },
  query: LANDING_PROJECTS_QUERY,
  schema: landingProjectSchema,
  prepare: (documents, warn) => sortByYearDesc(withProjects(documents, warn)),
});

/** The projects as the item viewer (ItemViewer.tsx) shows them; pictures fill a 4:3 frame. */
export const showcaseItems = (projects: readonly LandingProject[], images: ImageResolver) =>
  projects.map((project): ViewerItem => ({
    ...textLanguage(project),
    id: project._id,
    title: project.title,
    description: project.description,
    value: project.value,
    image: images.responsive(project.image, {
      widths: [400, 800, 1200],
      aspect: IMAGE_FRAMES.landscape.ratio,
    }),
  }));
