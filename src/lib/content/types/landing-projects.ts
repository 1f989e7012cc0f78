/** The home page's Some Of Our Projects: every landingPageProjects document, newest first. */
import { defineQuery } from "groq";
import * as z from "zod/mini";
import type { ViewerItem } from "#src/lib/item-viewer.ts";
import { sortByYearDesc } from "#src/lib/ordering.ts";
import { defineContentType } from "#src/lib/content/content-type.ts";
import { id, image, imageField, optional, text, year } from "#src/lib/content/fields.ts";
import { IMAGE_FRAMES } from "#src/config/image-sizes.ts";
import type { ImageResolver } from "#src/lib/content/image-url.ts";
import { textLanguage, type InLanguage } from "#src/lib/content/translations.ts";

export const LANDING_PROJECTS_QUERY = defineQuery(`*[_type == "landingPageProjects"]{
  _id, language, title, description, value,
  "image": ${imageField("image")},
  year
}`);

const landingProjectSchema = z.object({
  _id: id,
  language: optional(z.string()),
  title: text,
  description: optional(z.string()),
  value: optional(z.string()),
  image: optional(image),
  year: optional(year),
});

export const landingProjects = defineContentType({
  documentType: "landingPageProjects",
  place: { page: "home", list: "Some Of Our Projects" },
  query: LANDING_PROJECTS_QUERY,
  schema: landingProjectSchema,
  prepare: sortByYearDesc,
});

/** The projects as the item viewer (ItemViewer.tsx) shows them; pictures fill a 4:3 frame. */
export const showcaseItems = (
  projects: readonly InLanguage<z.output<typeof landingProjectSchema>>[],
  images: ImageResolver,
) =>
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
