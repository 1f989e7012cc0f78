/** The classifications page's main certificate: one mainClassification document (the first). */
import { defineQuery } from "groq";
import * as z from "zod/mini";
import { defineContentType } from "#src/lib/content/content-type.ts";
import {
  CERTIFICATE_FIELDS,
  certificateDatesAgree,
  certificateShape,
  id,
  image,
  imageField,
  optional,
} from "#src/lib/content/fields.ts";
import type { ImageResolver, ResolvedImage } from "#src/lib/content/image-url.ts";

/** `_id` is projected so a warning can name the document. */
export const MAIN_CLASSIFICATION_QUERY = defineQuery(`*[_type == "mainClassification"]{
  _id, language, ${CERTIFICATE_FIELDS},
  "mainClassificationImage": ${imageField("mainClassificationImage")}
}`);

const mainClassificationSchema = z
  .object({
    _id: id,
    language: optional(z.string()),
    ...certificateShape,
    // Without its picture the certificate's facts still show, beside the placeholder.
    mainClassificationImage: optional(image),
  })
  .check(certificateDatesAgree);

export const mainClassification = defineContentType({
  documentType: "mainClassification",
  place: { page: "classifications", list: "Main certificate", singletonId: "main-classification" },
  query: MAIN_CLASSIFICATION_QUERY,
  schema: mainClassificationSchema,
  prepare: (documents) => documents[0],
});

/** The certificate's picture, up to 420 px wide on the page. */
type MainCertificate = z.output<typeof mainClassificationSchema>;

export const mainCertificateImage = (
  main: MainCertificate | undefined,
  images: ImageResolver,
): ResolvedImage | undefined => images.responsive(main?.mainClassificationImage, { widths: [400, 800] });
