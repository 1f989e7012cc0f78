/** The home page's About Us section: one aboutUs document (the first, if there are several). */
import { defineQuery } from "groq";
import * as z from "zod/mini";
import { defineContentType } from "#src/lib/content/content-type.ts";
import { id, image, imageField, optional, text } from "#src/lib/content/fields.ts";
import { IMAGE_FRAMES } from "#src/config/image-sizes.ts";
import type { ImageResolver } from "#src/lib/content/image-url.ts";
import { textLanguage, type InLanguage } from "#src/lib/content/translations.ts";
import { en } from "#src/i18n/en.ts";

export const ABOUT_US_QUERY = defineQuery(`*[_type == "aboutUs"]{
  _id, language, title, description,
  "image": ${imageField("image")}
}`);

const aboutUsSchema = z.object({
  _id: id,
  language: optional(z.string()),
  title: text,
  description: optional(z.string()),
  image: optional(image),
});

export const aboutUs = defineContentType({
  documentType: "aboutUs",
  place: { page: "home", list: en.about.eyebrow, singletonId: "aboutUs-main" },
  query: ABOUT_US_QUERY,
  schema: aboutUsSchema,
  prepare: (documents) => documents[0],
});

/** What the About Us section shows; its image fills a 4:3 frame. */
export const aboutUsSection = (about: InLanguage<z.output<typeof aboutUsSchema>>, images: ImageResolver) => ({
  ...textLanguage(about),
  title: about.title,
  description: about.description,
  image: images.responsive(about.image, { aspect: IMAGE_FRAMES.landscape.ratio }),
});

export type AboutUsSection = ReturnType<typeof aboutUsSection>;
