import { StarIcon } from "@sanity/icons/Star";
import { listPreview } from "./list-preview.ts";
import { defineType } from "sanity";
import { en } from "../../src/i18n/en.ts";
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
      description: `Shown whole at the top of the Classifications page, beside the fixed grade lines (${en.classifications.grades.length}, set in the site's code).`,
      required: "Add the certificate: without it the Classifications page shows no main certificate.",
    }),
  ],
  preview: {
    select: { media: "mainClassificationImage" },
    prepare: ({ media }) => listPreview("Main classification certificate", [], media),
  },
});
