import { StarIcon } from "@sanity/icons/Star";
import { defineType } from "sanity";
import { en } from "../../src/i18n/en.ts";
import { companyDay, expiryNotice } from "../../src/lib/credentials.ts";
import { certificateFields } from "./certificate-fields.ts";
import { listPreview } from "./list-preview.ts";
import { imageField } from "./shared-fields.ts";

export const mainClassification = defineType({
  name: "mainClassification",
  title: "Main classification certificate",
  type: "document",
  icon: StarIcon,
  fields: [
    imageField({
      name: "mainClassificationImage",
      title: "Certificate",
      description: `Shown whole at the top of the Classifications page, beside the fixed grade lines (${en.classifications.grades.length}, set in the site's code), its number, issuer and validity.`,
      whenMissing:
        "Without the certificate's picture the Classifications page shows a placeholder beside its facts.",
    }),
    ...certificateFields,
  ],
  preview: {
    select: { media: "mainClassificationImage", validUntil: "validUntil" },
    prepare: ({ media, validUntil }) =>
      listPreview(
        "Main classification certificate",
        [expiryNotice(validUntil, companyDay(new Date()))],
        media,
      ),
  },
});
