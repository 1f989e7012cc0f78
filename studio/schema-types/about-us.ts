import { InfoOutlineIcon } from "@sanity/icons/InfoOutline";
import { defineField, defineType } from "sanity";
import { COMPANY_NAME } from "../../src/config/company.ts";
import { imageField } from "./shared-fields.ts";
import { recommended, requiredText } from "./rules.ts";

export const aboutUs = defineType({
  name: "aboutUs",
  title: "About Us",
  type: "document",
  icon: InfoOutlineIcon,
  fields: [
    defineField({
      name: "title",
      title: "Heading",
      type: "string",
      description: "The About Us heading on the home page.",
      validation: (rule) => requiredText(rule, "a heading"),
    }),
    defineField({
      name: "description",
      title: "Text",
      type: "text",
      rows: 6,
      description: "Shown in the coloured panel beside the photo. Line breaks are kept.",
      validation: (rule) => recommended(rule, "Without text the coloured panel is empty."),
    }),
    imageField({
      name: "image",
      title: "Photo",
      description: `Shown beside the text, cut to its frame around the hotspot; screen readers announce it as "About ${COMPANY_NAME}".`,
      whenMissing: "Without a photo the site shows a placeholder graphic.",
    }),
  ],
  preview: { select: { title: "title", media: "image" } },
});
