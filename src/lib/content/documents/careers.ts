/**
 * The open positions: every careers document whose closing date has not passed on the day of
 * the build, for the careers board and a page each.
 */
import { defineQuery } from "groq";
import * as z from "zod/mini";
import type { Dictionary } from "#src/i18n/dictionary.ts";
import { format } from "#src/i18n/format.ts";
import { rootedPath } from "#src/i18n/root-path.ts";
import { isOpen, positionPath, positionsDay, postedOn } from "#src/lib/listing/career-listing.ts";
import { mailtoHref } from "#src/lib/links.ts";
import { defineContentType } from "#src/lib/content/content-type.ts";
import { date, id, list, optional, text } from "#src/lib/content/fields.ts";
import { textLanguage, type InLanguage } from "#src/lib/content/translations.ts";
import { en } from "#src/i18n/en.ts";

export const CAREERS_QUERY = defineQuery(`*[_type == "careers"]{
  _id, language, _createdAt, title, description, requirements, location, employmentType, category,
  postedOn, closesOn
}`);

const careerSchema = z.object({
  _id: id,
  language: optional(z.string()),
  title: text,
  description: optional(z.string()),
  requirements: list(z.string()),
  location: optional(z.string()),
  employmentType: optional(z.string()),
  category: optional(z.string()),
  _createdAt: optional(z.string()),
  postedOn: optional(date),
  closesOn: optional(date),
});

export type Career = InLanguage<z.output<typeof careerSchema>>;

export const careers = defineContentType({
  documentType: "careers",
  place: { page: "careers", list: en.careers.openPositions },
  query: CAREERS_QUERY,
  schema: careerSchema,
  // The original's creation day stands for a position's posting day where none is typed.
  sharedFields: ["postedOn", "closesOn", "_createdAt"],
  // Built each day (docs/publishing.md), so a position leaves the site the day after it closes.
  prepare: (documents) => documents.filter((position) => isOpen(position, positionsDay(new Date()))),
});

/**
 * What a position's card and its page both show. Apply Now: an e-mail to the company's
 * address (`contactEmail`, the site settings') naming the position.
 */
const positionContent = (position: Career, words: Dictionary, contactEmail: string) => ({
  ...textLanguage(position),
  title: position.title,
  description: position.description,
  requirements: position.requirements,
  location: position.location,
  employmentType: position.employmentType,
  category: position.category,
  applyHref: mailtoHref(contactEmail, format(words.careers.applySubject, { title: position.title })),
});

/**
 * The positions as the careers page's cards (JobCards.tsx) show them, each linking to its page
 * in the language whose paths begin with `root`.
 */
export const positionItems = (
  positions: readonly Career[],
  words: Dictionary,
  root: string,
  contactEmail: string,
) =>
  positions.map((position) => ({
    id: position._id,
    path: rootedPath(root, positionPath(position._id)),
    ...positionContent(position, words, contactEmail),
  }));

export type PositionItem = ReturnType<typeof positionItems>[number];

/** A position's own page (pages/careers/[id].astro): everything the card folds away, and its dates. */
export const positionPage = (position: Career, words: Dictionary, contactEmail: string) => ({
  ...positionContent(position, words, contactEmail),
  postedOn: postedOn(position),
  closesOn: position.closesOn,
});

export type PositionPage = ReturnType<typeof positionPage>;
