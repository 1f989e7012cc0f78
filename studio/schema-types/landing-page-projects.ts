import { HomeIcon } from "@sanity/icons/Home";
import { listPreview } from "./list-preview.ts";
import { defineType } from "sanity";
import { imageField } from "./shared-fields.ts";
import { viewerDescription, viewerTitle, viewerValue } from "./viewer-fields.ts";
import { yearField } from "./year-field.ts";

export const landingPageProjects = defineType({
  name: "landingPageProjects",
  title: "Home page project",
  type: "document",
  icon: HomeIcon,
  description: "Shown one at a time in Some Of Our Projects on the home page, newest first.",
  fields: [
    viewerTitle,
    viewerDescription,
    viewerValue,
    imageField({
      name: "image",
      title: "Image",
      description: "Fills the viewer's frame, cut around the hotspot.",
      whenMissing: "Without an image the viewer shows a placeholder graphic.",
    }),
    yearField,
  ],
  orderings: [{ title: "Year, newest first", name: "yearDesc", by: [{ field: "year", direction: "desc" }] }],
  preview: {
    select: { title: "title", year: "year", value: "value", media: "image" },
    prepare: ({ title, year, value, media }) => listPreview(title, [year ?? "No year", value], media),
  },
});
