import { UsersIcon } from "@sanity/icons/Users";
import { listPreview } from "./list-preview.ts";
import { defineArrayMember, defineField, defineType } from "sanity";
import { CLIENT_LOGO_WIDTH } from "../../src/config/image-sizes.ts";
import { altTextField } from "./shared-fields.ts";

export const clients = defineType({
  name: "clients",
  title: "Client logos",
  type: "document",
  icon: UsersIcon,
  description:
    "Every logo of every Client logos document scrolls by under Our Clients on the home page, in this order.",
  fields: [
    defineField({
      name: "images",
      title: "Logos",
      type: "array",
      description: `Shown ${CLIENT_LOGO_WIDTH} px wide; a logo on a transparent background looks best.`,
      of: [
        defineArrayMember({
          type: "image",
          options: { hotspot: true },
          fields: [
            altTextField(
              'The client\'s name, e.g. "Ministry of Housing": screen readers announce the logo by it.',
              { required: true },
            ),
          ],
        }),
      ],
      validation: (rule) => [
        rule,
        rule.min(1).warning("No logos: this document adds nothing to Our Clients."),
      ],
    }),
  ],
  preview: {
    select: { images: "images", media: "images.0" },
    prepare: ({ images, media }) => {
      const count = Array.isArray(images) ? images.length : 0;
      return listPreview("Client logos", [`${count} logo${count === 1 ? "" : "s"}`], media);
    },
  },
});
