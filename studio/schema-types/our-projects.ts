import { ProjectsIcon } from "@sanity/icons/Projects";
import { isTranslationLanguage } from "./document-language.ts";
import { listPreview, NO_YEAR } from "./list-preview.ts";
import { defineArrayMember, defineField, defineType } from "sanity";
import { ALL_PROJECTS, PROJECT_CATEGORY_OPTIONS } from "../../src/config/categories.ts";
import { en } from "../../src/i18n/en.ts";
import { isProjectStatus } from "../../src/lib/content/project-facts.ts";
import { GALLERY_IMAGE_WIDTH } from "../../src/config/image-sizes.ts";
import { PROFILE_DEFAULT_PROJECTS } from "../../src/config/company-profile.ts";
import { altTextField, imageField } from "./shared-fields.ts";
import { recommended, requiredText } from "./rules.ts";
import { FACTS_GROUP, projectFactFields } from "./project-fact-fields.ts";

const PROJECT_ALT =
  "What the picture shows, e.g. \"Terminal 2 departures hall\". Without it, screen readers announce the project's title and the picture's number.";

export const ourProjects = defineType({
  name: "ourProjects",
  title: "Project",
  type: "document",
  icon: ProjectsIcon,
  description: "Listed on Our Projects under its category, newest first, with a page of its own.",
  groups: [{ name: "content", title: "Content", default: true }, FACTS_GROUP],
  fields: [
    defineField({
      name: "title",
      group: "content",
      title: "Title",
      type: "string",
      description: "The card's heading and the project page's title.",
      validation: (rule) => requiredText(rule, "a title"),
    }),
    defineField({
      name: "category",
      group: "content",
      title: "Category",
      type: "string",
      description: `The filter it appears under on Our Projects; every project also appears under "${ALL_PROJECTS}".`,
      options: { list: [...PROJECT_CATEGORY_OPTIONS], layout: "dropdown" },
    }),
    defineField({
      name: "description",
      group: "content",
      title: "Description",
      type: "text",
      rows: 6,
      description: "The project page shows it whole, line breaks kept; the card shows its first three lines.",
    }),
    defineField({
      name: "value",
      group: "content",
      title: "Value",
      type: "string",
      description:
        'The construction value, e.g. "SAR 120 Million": a badge on the card, and "Total construction value" on the page.',
    }),
    imageField({
      group: "content",
      name: "image",
      title: "Cover image",
      description:
        "Optional. The card and link previews are cut from it around the hotspot; without it, from the first gallery image.",
      alt: PROJECT_ALT,
    }),
    defineField({
      name: "images",
      title: "Gallery",
      group: "content",
      type: "array",
      description: `The project page's gallery, in this order, ${GALLERY_IMAGE_WIDTH} px wide, each cut to the gallery's frame around its hotspot.`,
      of: [
        defineArrayMember({ type: "image", options: { hotspot: true }, fields: [altTextField(PROJECT_ALT)] }),
      ],
      options: { layout: "grid" },
      validation: (rule) =>
        recommended(rule, "Without images the card and the page show a placeholder graphic."),
    }),
    defineField({
      name: "inProfile",
      group: "content",
      title: "In the company profile",
      type: "boolean",
      description: `Lists the project, with its facts and cover, in the company profile (PDF) of this document's language. With no project marked, the profile lists the ${PROFILE_DEFAULT_PROJECTS} most recent completed projects that state facts.`,
      initialValue: false,
    }),
    ...projectFactFields,
  ],
  orderings: [
    {
      title: "Year, newest first",
      name: "yearDesc",
      // Without a year last, as the site lists them; so too a translation, whose year is its original's.
      by: [{ field: "year", direction: "desc", nulls: "last" }],
    },
    {
      title: "Category",
      name: "category",
      by: [
        { field: "category", direction: "asc" },
        { field: "year", direction: "desc", nulls: "last" },
      ],
    },
  ],
  preview: {
    select: {
      title: "title",
      year: "year",
      category: "category",
      location: "location",
      status: "status",
      cover: "image",
      first: "images.0",
      language: "language",
    },
    // A translation shows its original's year (a field the languages share): it has none of its own.
    prepare: ({ title, year, category, location, status, cover, first, language }) =>
      listPreview(
        title,
        [
          year ?? (isTranslationLanguage(language) ? undefined : NO_YEAR),
          category ?? "No category",
          location,
          isProjectStatus(status) ? en.project.facts.statuses[status] : undefined,
        ],
        cover ?? first,
      ),
  },
});
