/** The classifications page's ISO certificates: every classifications document, by `order`. */
import { defineQuery } from "groq";
import * as z from "zod/mini";
import type { ViewerItem } from "#src/lib/item-viewer.ts";
import { sortByOrder } from "#src/lib/ordering.ts";
import { defineContentType } from "#src/lib/content/content-type.ts";
import {
  CERTIFICATE_FIELDS,
  certificateDatesAgree,
  certificateShape,
  id,
  image,
  imageField,
  optional,
  text,
} from "#src/lib/content/fields.ts";
import type { ImageResolver } from "#src/lib/content/image-url.ts";
import { textLanguage, type InLanguage } from "#src/lib/content/translations.ts";

export const CLASSIFICATIONS_QUERY = defineQuery(`*[_type == "classifications"]{
  _id, language, title, description, standard, scope, ${CERTIFICATE_FIELDS},
  "classificationImage": ${imageField("classificationImage")},
  "companyClassificationImage": ${imageField("companyClassificationImage")},
  order
}`);

const classificationSchema = z
  .object({
    _id: id,
    language: optional(z.string()),
    title: text,
    description: optional(z.string()),
    standard: optional(text),
    scope: optional(text),
    ...certificateShape,
    classificationImage: optional(image),
    companyClassificationImage: optional(image),
    order: optional(z.number()),
  })
  .check(certificateDatesAgree);

type Certificate = InLanguage<z.output<typeof classificationSchema>>;

export const classifications = defineContentType({
  documentType: "classifications",
  place: { page: "classifications", list: "ISO certificates" },
  query: CLASSIFICATIONS_QUERY,
  schema: classificationSchema,
  prepare: sortByOrder,
});

/** The certificates as the item viewer (ItemViewer.tsx) shows them, with both pictures. */
export const certificateItems = (certificates: readonly Certificate[], images: ImageResolver) =>
  certificates.map((certificate): ViewerItem => {
    const image = images.responsive(certificate.classificationImage, { widths: [400, 800] });
    return {
      ...textLanguage(certificate),
      id: certificate._id,
      title: certificate.title,
      description: certificate.description,
      image,
      shownWhole: image !== undefined,
      overlayImage: images.responsive(certificate.companyClassificationImage, { widths: [400, 800] }),
    };
  });
