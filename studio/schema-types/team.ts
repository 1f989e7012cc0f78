import { UserIcon } from "@sanity/icons/User";
import { defineField, defineType } from "sanity";
import { imageField, orderField } from "./shared-fields.ts";
import { emailRule, linkedInRule, requiredText } from "./rules.ts";

/** The fields that hold an address, not words: the same in every language, and left to right. */
export const ADDRESS_FIELDS = ["email", "linkedIn"] as const;

export const team = defineType({
  name: "team",
  title: "Team member",
  type: "document",
  icon: UserIcon,
  description: "A card in Our Team on the Team page.",
  fields: [
    defineField({
      name: "name",
      title: "Name",
      type: "string",
      validation: (rule) => requiredText(rule, "a name"),
    }),
    defineField({
      name: "position",
      title: "Position",
      type: "string",
      description: 'e.g. "Project Director".',
    }),
    imageField({
      name: "image",
      title: "Portrait",
      description: "Cut to the card's portrait frame around the hotspot: keep the face inside it.",
      alt: "Optional. Without it, screen readers announce the member's name.",
      whenMissing: "Without a portrait the card shows a placeholder graphic.",
    }),
    defineField({
      name: "email",
      title: "E-mail",
      type: "string",
      description: "Optional. Shows an e-mail button that opens the visitor's mail program.",
      validation: emailRule,
    }),
    defineField({
      name: "linkedIn",
      title: "LinkedIn",
      type: "string",
      description:
        "Optional. The full address of the profile, e.g. https://www.linkedin.com/in/name; opens in a new tab.",
      validation: linkedInRule,
    }),
    orderField("Members"),
  ],
  orderings: [{ title: "Site order", name: "siteOrder", by: [{ field: "order", direction: "asc" }] }],
  preview: { select: { title: "name", subtitle: "position", media: "image" } },
});
