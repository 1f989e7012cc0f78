import { HomeIcon } from "@sanity/icons/Home";
import { isTranslationLanguage } from "./document-language.ts";
import { listPreview, NO_YEAR } from "./list-preview.ts";
import { defineField, defineType, type Reference } from "sanity";
import { imageField } from "./shared-fields.ts";
import { viewerDescription, viewerTitle, viewerTitleCut, viewerValue } from "./viewer-fields.ts";
import { yearField } from "./year-field.ts";
import { LANDING_PROJECT_TITLE_MESSAGE } from "../../src/lib/content/documents/landing-page-projects.ts";

/** The project of the portfolio the item shows, where its own fields are empty. */
const project = defineField({
  name: "project",
  title: "Project",
  type: "reference",
  to: [{ type: "ourProjects" }],
  // Deleting or unpublishing the project leaves this item with its own fields.
  weak: true,
  description:
    "Optional: a project of the portfolio, in this item's language. Its title, description, value, image and year show wherever the fields below are empty.",
  options: {
    filter: ({ document }) =>
      typeof document["language"] === "string"
        ? { filter: "language == $language", params: { language: document["language"] } }
        : {},
  },
});

const hasProject = (document: unknown) =>
  Boolean((document as { project?: Reference } | undefined)?.project?._ref);

export const landingPageProjects = defineType({
  name: "landingPageProjects",
  title: "Home page project",
  type: "document",
  icon: HomeIcon,
  description: "Shown one at a time in Some Of Our Projects on the home page, newest first.",
  fields: [
    project,
    defineField({
      name: viewerTitle.name,
      title: viewerTitle.title,
      type: "string",
      description: `${viewerTitle.description} Empty, the project's own title shows.`,
      validation: (rule) => [
        rule.custom((value: unknown, { document }) =>
          (typeof value === "string" ? value.trim() === "" : !hasProject(document))
            ? LANDING_PROJECT_TITLE_MESSAGE
            : true,
        ),
        ...viewerTitleCut(rule),
      ],
    }),
    viewerDescription,
    viewerValue,
    imageField({
      name: "image",
      title: "Image",
      description: "Fills the viewer's frame, cut around the hotspot. Empty, the project's picture shows.",
      whenMissing: "Without an image of its own or its project's, the viewer shows a placeholder graphic.",
    }),
    yearField,
  ],
  orderings: [{ title: "Year, newest first", name: "yearDesc", by: [{ field: "year", direction: "desc" }] }],
  preview: {
    select: {
      title: "title",
      year: "year",
      value: "value",
      media: "image",
      projectTitle: "project.title",
      projectYear: "project.year",
      projectMedia: "project.image",
      language: "language",
    },
    // A translation's project holds no year of its own: the site shows its original's, which a
    // list entry cannot look up, so it claims none.
    prepare: ({ title, year, value, media, projectTitle, projectYear, projectMedia, language }) =>
      listPreview(
        title ?? projectTitle,
        [
          year ??
            projectYear ??
            (isTranslationLanguage(language) && projectTitle !== undefined ? undefined : NO_YEAR),
          value,
        ],
        media ?? projectMedia,
      ),
  },
});
