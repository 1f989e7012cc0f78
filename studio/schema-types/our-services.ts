import { WrenchIcon } from "@sanity/icons/Wrench";
import { defineField, defineType } from "sanity";
import { imageField } from "./shared-fields.ts";
import { recommended, requiredText } from "./rules.ts";

export const ourServices = defineType({
  name: "ourServices",
  title: "Service",
  type: "document",
  icon: WrenchIcon,
  description: "Listed under Our Services on the home page, oldest first; the first is selected.",
  fields: [
    defineField({
      name: "title",
      title: "Title",
      type: "string",
      description: "The service's name in the list; selecting it shows its images and description.",
      validation: (rule) => requiredText(rule, "a title"),
    }),
    defineField({
      name: "description",
      title: "Description",
      type: "text",
      rows: 5,
      description: "Shown in the white panel when the service is selected.",
      validation: (rule) => recommended(rule, "Without a description the white panel is empty."),
    }),
    imageField({
      name: "image1",
      title: "Main image",
      description:
        "Shown on the left on every screen, cut to its frame around the hotspot; announced by the service's title.",
      whenMissing: "Without a main image the site shows a placeholder graphic.",
    }),
    imageField({
      name: "image2",
      title: "Large image",
      description: "Shown large beside the main image on wide screens only; decorative.",
    }),
  ],
  orderings: [
    {
      title: "Site order (oldest first)",
      name: "siteOrder",
      by: [{ field: "_createdAt", direction: "asc" }],
    },
  ],
  preview: { select: { title: "title", subtitle: "description", media: "image1" } },
});
