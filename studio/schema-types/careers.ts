import { CaseIcon } from "@sanity/icons/Case";
import { listPreview } from "./list-preview.ts";
import { defineArrayMember, defineField, defineType } from "sanity";
import { ALL_CAREER_CATEGORIES, CAREER_CATEGORY_OPTIONS } from "../../src/config/categories.ts";
import { JOB_DESCRIPTION_LIMIT, JOB_REQUIREMENTS_SHOWN } from "../../src/config/display-limits.ts";
import {
  closedNotice,
  positionsDay,
  postingDatesProblem,
  type PostingDates,
} from "../../src/lib/listing/career-listing.ts";
import { cutAfter, requiredText } from "./rules.ts";

export const careers = defineType({
  name: "careers",
  title: "Open position",
  type: "document",
  icon: CaseIcon,
  description:
    "A job card under Open Positions on the Careers page, with an Apply Now e-mail button, and a page of its own that Google's job search can list.",
  fields: [
    defineField({
      name: "title",
      title: "Job title",
      type: "string",
      description:
        'The card\'s heading, and the subject of the application e-mail: "Application for {title}".',
      validation: (rule) => requiredText(rule, "a job title"),
    }),
    defineField({
      name: "category",
      title: "Category",
      type: "string",
      description: `The filter chip it appears under; every position also appears under "${ALL_CAREER_CATEGORIES}".`,
      options: { list: [...CAREER_CATEGORY_OPTIONS], layout: "dropdown" },
    }),
    defineField({
      name: "location",
      title: "Location",
      type: "string",
      description: 'Where the job is, e.g. "Riyadh".',
    }),
    defineField({
      name: "employmentType",
      title: "Employment type",
      type: "string",
      description: 'e.g. "Full-time", "Contract".',
    }),
    defineField({
      name: "description",
      title: "Description",
      type: "text",
      rows: 5,
      description: `Over ${JOB_DESCRIPTION_LIMIT} characters, the card shows the first ${JOB_DESCRIPTION_LIMIT} and "..." with a Show more button.`,
      validation: (rule) =>
        cutAfter(rule, JOB_DESCRIPTION_LIMIT, `the card collapses the rest behind Show more.`),
    }),
    defineField({
      name: "requirements",
      title: "Requirements",
      type: "array",
      description: `One requirement per line. The card lists the first ${JOB_REQUIREMENTS_SHOWN}, then "+{n} more requirements".`,
      of: [
        defineArrayMember({
          type: "string",
          validation: (rule) =>
            requiredText(rule, "the requirement's text, or remove the empty line").error(),
        }),
      ],
      validation: (rule) => [
        rule,
        rule
          .max(JOB_REQUIREMENTS_SHOWN)
          .warning(
            `Over ${JOB_REQUIREMENTS_SHOWN}: the card shows the first ${JOB_REQUIREMENTS_SHOWN} and counts the rest.`,
          ),
      ],
    }),
    defineField({
      name: "postedOn",
      title: "Posted on",
      type: "date",
      description:
        "The day the position was posted, which Google's job search shows as its age. Leave it empty for the day this document was created.",
    }),
    defineField({
      name: "closesOn",
      title: "Closes on",
      type: "date",
      description:
        "Optional: the last day to apply. Google stops listing the position after it, and the site's daily rebuild takes its card and page down the next day.",
      validation: (rule) => [
        rule.custom((_, context) => postingDatesProblem((context.document ?? {}) as PostingDates) ?? true),
        rule
          .custom((closesOn?: string) => closedNotice({ closesOn }, positionsDay(new Date())) ?? true)
          .warning(),
      ],
    }),
  ],
  orderings: [
    {
      title: "Category",
      name: "category",
      by: [
        { field: "category", direction: "asc" },
        { field: "title", direction: "asc" },
      ],
    },
  ],
  preview: {
    select: {
      title: "title",
      category: "category",
      location: "location",
      employmentType: "employmentType",
      closesOn: "closesOn",
    },
    prepare: ({ title, category, location, employmentType, closesOn }) =>
      listPreview(title, [
        closedNotice({ closesOn }, positionsDay(new Date())),
        category ?? "No category",
        location,
        employmentType,
      ]),
  },
});
