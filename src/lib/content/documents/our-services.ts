/** The home page's Our Services: every ourServices document, oldest first. */
import { defineQuery } from "groq";
import * as z from "zod/mini";
import { defineContentType } from "#src/lib/content/content-type.ts";
import { id, image, imageField, optional, text } from "#src/lib/content/fields.ts";
import { IMAGE_FRAMES } from "#src/config/image-sizes.ts";
import type { ImageResolver } from "#src/lib/content/image-url.ts";
import { textLanguage, type InLanguage } from "#src/lib/content/translations.ts";
import { en } from "#src/i18n/en.ts";

export const SERVICES_QUERY = defineQuery(`*[_type == "ourServices"] | order(_createdAt asc){
  _id, language, title, description,
  "image1": ${imageField("image1")},
  "image2": ${imageField("image2")}
}`);

const serviceSchema = z.object({
  _id: id,
  language: optional(z.string()),
  title: text,
  description: optional(z.string()),
  image1: optional(image),
  image2: optional(image),
});

/** Ordered by the query: the order the company added them in. */
export const services = defineContentType({
  documentType: "ourServices",
  place: { page: "home", list: en.services.heading },
  query: SERVICES_QUERY,
  schema: serviceSchema,
  prepare: (documents) => documents,
});

/**
 * The services as the service selector (ServiceSelector.tsx) shows them: the small picture in a
 * 4:3 frame, the large one at its own shape.
 */
export const serviceItems = (
  documents: readonly InLanguage<z.output<typeof serviceSchema>>[],
  images: ImageResolver,
) =>
  documents.map((service) => ({
    ...textLanguage(service),
    id: service._id,
    title: service.title,
    description: service.description,
    image1: images.responsive(service.image1, { widths: [400, 800], aspect: IMAGE_FRAMES.landscape.ratio }),
    image2: images.responsive(service.image2, { widths: [800, 1200] }),
  }));

export type ServiceItem = ReturnType<typeof serviceItems>[number];
