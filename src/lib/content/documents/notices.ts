/**
 * The company's notices: the privacy notice and the accessibility statement, one document each
 * in each language, a page each (`/privacy`, `/accessibility`), linked from every footer
 * (docs/notices.md). Headings and paragraphs, and the day they were last changed.
 */
import { defineQuery } from "groq";
import * as z from "zod/mini";
import { NOTICE_PAGES, type NoticeKey } from "#src/config/navigation.ts";
import { formatDay } from "#src/i18n/dates.ts";
import type { Dictionary } from "#src/i18n/dictionary.ts";
import { en } from "#src/i18n/en.ts";
import { defineContentType } from "#src/lib/content/content-type.ts";
import { date, id, list, optional, text } from "#src/lib/content/fields.ts";
import { textLanguage, type InLanguage } from "#src/lib/content/translations.ts";
import { truncate } from "#src/lib/truncate.ts";
import { META_DESCRIPTION_LIMIT } from "#src/config/display-limits.ts";

const noticeSchema = z.object({
  _id: id,
  language: optional(z.string()),
  title: text,
  lastUpdated: optional(date),
  sections: list(z.object({ heading: optional(z.string()), body: text })),
});

const SELECTION = `_id, language, title, lastUpdated, sections[]{ heading, body }`;
export const PRIVACY_NOTICE_QUERY = defineQuery(`*[_type == "privacyNotice"]{ ${SELECTION} }`);
export const ACCESSIBILITY_STATEMENT_QUERY = defineQuery(
  `*[_type == "accessibilityStatement"]{ ${SELECTION} }`,
);

const pathOf = (key: NoticeKey) => NOTICE_PAGES.find((page) => page.key === key)?.path ?? "/";

export const privacyNotice = defineContentType({
  documentType: "privacyNotice",
  place: {
    page: "notices",
    path: pathOf("privacy"),
    list: en.notices.privacy,
    singletonId: "privacyNotice-main",
  },
  query: PRIVACY_NOTICE_QUERY,
  schema: noticeSchema,
  prepare: (documents) => documents[0],
});

export const accessibilityStatement = defineContentType({
  documentType: "accessibilityStatement",
  place: {
    page: "notices",
    path: pathOf("accessibility"),
    list: en.notices.accessibility,
    singletonId: "accessibilityStatement-main",
  },
  query: ACCESSIBILITY_STATEMENT_QUERY,
  schema: noticeSchema,
  prepare: (documents) => documents[0],
});

/** Each notice's content type, by its page. */
export const NOTICE_TYPES = {
  privacy: privacyNotice,
  accessibility: accessibilityStatement,
} as const satisfies Record<NoticeKey, unknown>;

/**
 * What a notice's page shows: its title, the day it was last updated as the language writes
 * it, and each section's heading and paragraphs (a blank line between paragraphs).
 */
export const noticePage = (notice: InLanguage<z.output<typeof noticeSchema>>, words: Dictionary) => ({
  ...textLanguage(notice),
  title: notice.title,
  /** Search engines' and link previews' summary: its first section's text, cut short. */
  description:
    notice.sections[0] === undefined ? undefined : truncate(notice.sections[0].body, META_DESCRIPTION_LIMIT),
  lastUpdated: notice.lastUpdated === undefined ? undefined : formatDay(notice.lastUpdated, words),
  sections: notice.sections.map((section) => ({
    heading: section.heading,
    paragraphs: section.body
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.trim())
      .filter((paragraph) => paragraph !== ""),
  })),
});

export type NoticePage = ReturnType<typeof noticePage>;
