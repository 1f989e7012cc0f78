/**
 * The company's notices (src/lib/content/documents/notices.ts): the privacy notice and the
 * accessibility statement, each a single document in each language, written as headings and
 * paragraphs. Each says whether the company has approved it: the sample's first versions were
 * written with the site, for the company to review.
 */
import { DocumentTextIcon } from "@sanity/icons/DocumentText";
import { defineArrayMember, defineField, defineType } from "sanity";
import { en } from "../../src/i18n/en.ts";
import { NOTICE_PAGES, type NoticeKey } from "../../src/config/navigation.ts";
import { listPreview } from "./list-preview.ts";
import { requiredText } from "./rules.ts";

/** What an entry says of a notice the company has not approved yet. */
export const AWAITING_APPROVAL = "Awaiting the company's approval";

const pathOf = (key: NoticeKey) => NOTICE_PAGES.find((page) => page.key === key)?.path ?? "/";

function noticeType(name: string, key: NoticeKey, about: string) {
  return defineType({
    name,
    title: en.notices[key],
    type: "document",
    icon: DocumentTextIcon,
    description: `${about} Its page is ${pathOf(key)}, linked from every page's footer.`,
    fields: [
      defineField({
        name: "title",
        title: "Title",
        type: "string",
        description: "The page's heading and title.",
        validation: (rule) => requiredText(rule, "a title"),
      }),
      defineField({
        name: "lastUpdated",
        title: "Last updated",
        type: "date",
        description: "The day its content last changed, shown under the title. Change it with the text.",
        validation: (rule) =>
          rule.required().warning("Without it the page says nothing of when it was written."),
      }),
      defineField({
        name: "sections",
        title: "Sections",
        type: "array",
        description: "In reading order, each a heading and its paragraphs.",
        of: [
          defineArrayMember({
            type: "object",
            name: "noticeSection",
            title: "Section",
            fields: [
              defineField({ name: "heading", title: "Heading", type: "string" }),
              defineField({
                name: "body",
                title: "Text",
                type: "text",
                rows: 8,
                description: "Paragraphs separated by an empty line.",
                validation: (rule) =>
                  rule.required().error("A section without text is left out of the page."),
              }),
            ],
            preview: { select: { title: "heading", subtitle: "body" } },
          }),
        ],
        validation: (rule) => rule.required().min(1).error("Add a section: the page would be empty."),
      }),
      defineField({
        name: "approved",
        title: "Approved by the company",
        type: "boolean",
        description:
          "Tick once the company's management (or its lawyer) has read and approved this text. The site shows the text either way.",
        initialValue: false,
        validation: (rule) =>
          rule
            .custom((value: unknown) =>
              value === true ? true : `${AWAITING_APPROVAL}: have it reviewed, then tick this box.`,
            )
            .warning(),
      }),
    ],
    preview: {
      select: { title: "title", lastUpdated: "lastUpdated", approved: "approved" },
      prepare: ({ title, lastUpdated, approved }) =>
        listPreview(title, [lastUpdated, approved === true ? undefined : AWAITING_APPROVAL]),
    },
  });
}

export const privacyNotice = noticeType(
  "privacyNotice",
  "privacy",
  "What the site and the company do with personal data, as Saudi Arabia's Personal Data Protection Law asks.",
);

export const accessibilityStatement = noticeType(
  "accessibilityStatement",
  "accessibility",
  "How accessible the site is, how it is tested, and how to report a barrier.",
);
