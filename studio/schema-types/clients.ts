import { UsersIcon } from "@sanity/icons/Users";
import { listPreview, plural } from "./list-preview.ts";
import { defineArrayMember, defineField, defineType } from "sanity";
import { CLIENT_LOGO_WIDTH } from "../../src/config/image-sizes.ts";
import { altTextField } from "./shared-fields.ts";

/** How many logos a list entry counts; past it, it says "More than …". */
const COUNTED = 20;

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
    // A list preview gets no whole array (Sanity selects paths, not lists): each logo's key,
    // up to COUNTED, tells how many there are.
    select: {
      first: "images.0.alt",
      media: "images.0",
      ...Object.fromEntries(Array.from({ length: COUNTED + 1 }, (_, n) => [`key${n}`, `images.${n}._key`])),
    },
    prepare: ({ first, media, ...selected }) => {
      const count = Object.entries(selected).filter(
        ([name, key]) => /^key\d+$/.test(name) && typeof key === "string",
      ).length;
      const logos = count > COUNTED ? `More than ${COUNTED} logos` : plural(count, "logo");
      const others = count - 1;
      const title =
        typeof first === "string" && first.trim() !== ""
          ? `${first}${others > 0 ? ` and ${count > COUNTED ? "more" : plural(others, "other")}` : ""}`
          : "Client logos";
      return listPreview(title, [logos], media);
    },
  },
});
