/**
 * The portfolio: every ourProjects document, newest first, shown as cards on the projects
 * list and as a page each. The same schema and mapping serve a project published after the
 * build, which the 404 page fetches in the browser (late-project.ts), so this module stays
 * free of the build's configuration.
 */
import { defineQuery } from "groq";
import * as z from "zod/mini";
import { GALLERY_IMAGE_WIDTH, IMAGE_FRAMES } from "#src/config/image-sizes.ts";
import { sortByYearDesc } from "#src/lib/ordering.ts";
import { rootedPath } from "#src/i18n/root-path.ts";
import { projectPath } from "#src/lib/project-path.ts";
import { defineContentType } from "#src/lib/content/content-type.ts";
import {
  DESCRIBED_IMAGE_FIELDS,
  describedImage,
  describedImageField,
  id,
  list,
  listImage,
  optional,
  ruledNumber,
  text,
  year,
} from "#src/lib/content/fields.ts";
import type { ImageResolver } from "#src/lib/content/image-url.ts";
import {
  areaProblem,
  periodProblem,
  PROJECT_STATUSES,
  type ProjectFactValues,
} from "#src/lib/content/project-facts.ts";
import { textLanguage, type InLanguage } from "#src/lib/content/translations.ts";
import { TRANSLATION_ENTRIES } from "#src/lib/content/types/translation-metadata.ts";

/**
 * Beyond the specification's fields: alternative text on every image, and an optional cover
 * `image`, which the card prefers to the first of the gallery's `images`. A gallery image
 * without an asset is left out: there is nothing to show.
 */
const PROJECT_PROJECTION = /* groq */ `{
  _id, language, title, category, description, value,
  "image": ${describedImageField("image")},
  "images": images[defined(asset->url)]{ _key, ${DESCRIBED_IMAGE_FIELDS} },
  year, client, location, status, startYear, area, scope
}` as const;

export const PROJECTS_QUERY = defineQuery(`*[_type == "ourProjects"]${PROJECT_PROJECTION}`);

/**
 * One project by the id of its page, with its translations: the 404 page's question for a
 * project published after the build. `documents` are the project and its translations,
 * `translations` the set that joins them (none for a project without translations).
 */
export const PROJECT_BY_ID_QUERY = defineQuery(`{
  "documents": coalesce(
    *[_type == "translation.metadata" && references($id)][0].translations[].value->${PROJECT_PROJECTION},
    *[_type == "ourProjects" && _id == $id]${PROJECT_PROJECTION}
  ),
  "translations": *[_type == "translation.metadata" && references($id)][0].${TRANSLATION_ENTRIES}
}`);

/**
 * The facts' rules are the Studio's (project-facts.ts, years.ts). A fact that breaks one is left
 * out alone, with a warning (parse.ts); the project stays.
 */
export const projectSchema = z
  .object({
    _id: id,
    language: optional(z.string()),
    title: text,
    category: optional(z.string()),
    description: optional(z.string()),
    value: optional(z.string()),
    image: optional(describedImage),
    images: list(listImage),
    year: optional(year),
    client: optional(z.string()),
    location: optional(z.string()),
    status: optional(z.enum(PROJECT_STATUSES)),
    startYear: optional(year),
    area: optional(ruledNumber(areaProblem)),
    scope: optional(z.string()),
  })
  .check(
    z.superRefine((project, context) => {
      const message = periodProblem(project.startYear, project.year);
      if (message !== undefined)
        context.addIssue({ code: "custom", input: project.startYear, path: ["startYear"], message });
    }),
  );

export type Project = InLanguage<z.output<typeof projectSchema>>;

/** Newest first; a missing year counts as 0. */
export const projects = defineContentType({
  documentType: "ourProjects",
  query: PROJECTS_QUERY,
  schema: projectSchema,
  prepare: sortByYearDesc,
});

/** A project's facts, as its card and its page take them (ProjectFacts.tsx). */
const factsOf = ({ client, location, status, startYear, year, area, scope }: Project): ProjectFactValues => ({
  client,
  location,
  status,
  startYear,
  year,
  area,
  scope,
});

/** A project's cover: its own image if it has one, else the first of its images. */
export const coverImage = (project: Project) => project.image ?? project.images[0];

/**
 * A project's card on the projects list; the cover fills a 4:3 frame, its alternative text the
 * editor's, else the project's title.
 */
export function projectCard(project: Project, images: ImageResolver, root: string) {
  const cover = coverImage(project);
  return {
    ...textLanguage(project),
    href: rootedPath(root, projectPath(project._id)),
    title: project.title,
    category: project.category,
    description: project.description,
    value: project.value,
    facts: factsOf(project),
    image: images.responsive(cover, { widths: [400, 800], aspect: IMAGE_FRAMES.landscape.ratio }),
    alt: cover?.alt?.trim() || project.title,
  };
}

export type ProjectCardItem = ReturnType<typeof projectCard>;

/**
 * A project's page body (ProjectArticle.tsx); the gallery's images are cut to its 16:9 frame,
 * with the editor's alternative text when there is one.
 */
export function projectArticle(project: Project, images: ImageResolver) {
  return {
    ...textLanguage(project),
    title: project.title,
    category: project.category,
    description: project.description,
    value: project.value,
    facts: factsOf(project),
    images: project.images.flatMap((image) => {
      const resolved = images.fixed(image, GALLERY_IMAGE_WIDTH, IMAGE_FRAMES.gallery.ratio);
      return resolved ? [{ ...resolved, alt: image.alt?.trim() || undefined }] : [];
    }),
  };
}

export type ProjectArticleContent = ReturnType<typeof projectArticle>;
export type GalleryImage = ProjectArticleContent["images"][number];
