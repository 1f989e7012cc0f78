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
import { projectPath } from "#src/lib/listing/project-path.ts";
import { defineContentType } from "#src/lib/content/content-type.ts";
import {
  DESCRIBED_IMAGE_FIELDS,
  describedImage,
  describedImageField,
  id,
  list,
  listImage,
  optional,
  ruled,
  ruledNumber,
  text,
  year,
} from "#src/lib/content/fields.ts";
import type { ImageResolver } from "#src/lib/content/image-url.ts";
import { PROJECT_STATUSES } from "#src/config/categories.ts";
import type { Place } from "#src/config/places.ts";
import { placeProblem, pointProblem, type Point } from "#src/lib/content/project-place.ts";
import {
  areaProblem,
  FACT_KEYS,
  periodProblem,
  PROJECT_FACTS,
  SHARED_FACTS,
  type FactKey,
  type FactKind,
  type ProjectFactValues,
} from "#src/lib/content/project-facts.ts";
import { textLanguage, type InLanguage } from "#src/lib/content/translations.ts";
import { TRANSLATION_ENTRIES } from "#src/lib/content/documents/translation-metadata.ts";

/**
 * Every field of the document, so a fact added to the table (project-facts.ts) is read without
 * a word here; the images as the site reads them: alternative text on every image, and an
 * optional cover `image`, which the card prefers to the first of the gallery's `images`. A
 * gallery image without an asset is left out: there is nothing to show. A field the Studio
 * has and the schema below does not read fails `npm run check` (query-types.ts).
 */
const PROJECT_PROJECTION = /* groq */ `{
  ...,
  "image": ${describedImageField("image")},
  "images": images[defined(asset->url)]{ _key, ${DESCRIBED_IMAGE_FIELDS} }
}` as const;

export const PROJECTS_QUERY = defineQuery(`*[_type == "ourProjects"]${PROJECT_PROJECTION}`);

/**
 * One project by the id of its page, with its translations: the 404 page's question for a
 * project published after the build. `documents` are the project and its translations,
 * `translations` the set that joins them (none for a project without translations).
 */
export const PROJECT_BY_ID_QUERY = defineQuery(`{
  "documents": coalesce(
    (*[_type == "translation.metadata" && references($id)][0].translations[].value->)[_type == "ourProjects"]${PROJECT_PROJECTION},
    *[_type == "ourProjects" && _id == $id]${PROJECT_PROJECTION}
  ),
  "translations": *[_type == "translation.metadata" && references($id)][0].${TRANSLATION_ENTRIES}
}`);

/** Each kind of fact as the site checks it: the Studio's rules (project-facts.ts, years.ts). */
const FACT_SCHEMAS = {
  text: optional(z.string()),
  status: optional(z.enum(PROJECT_STATUSES)),
  year: optional(year),
  area: optional(ruledNumber(areaProblem)),
  place: optional(ruled<Place>(placeProblem)),
  point: optional(ruled<Point>(pointProblem)),
} as const satisfies Record<FactKind, z.ZodMiniType>;

/** Every fact of the table, optional, by its kind's schema. */
const factShape = Object.fromEntries(
  FACT_KEYS.map((key) => [key, FACT_SCHEMAS[PROJECT_FACTS[key].kind]]),
) as unknown as { [Key in FactKey]: (typeof FACT_SCHEMAS)[(typeof PROJECT_FACTS)[Key]["kind"]] };

/**
 * A fact that breaks its rule is left out alone, with a warning (parse.ts); the project stays.
 * A start after the completion leaves the start out: the completion is what the list orders by.
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
    /** Listed in the company profile (lib/profile/). */
    inProfile: optional(z.boolean()),
    ...factShape,
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
  place: { page: "projects", list: "All projects" },
  query: PROJECTS_QUERY,
  schema: projectSchema,
  sharedFields: SHARED_FACTS,
  prepare: sortByYearDesc,
});

/** A project's facts, as its card and its page take them (ProjectFacts.tsx). */
const factsOf = (project: Project): ProjectFactValues =>
  Object.fromEntries(FACT_KEYS.map((key) => [key, project[key]]));

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
