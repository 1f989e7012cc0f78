/** The careers page's open positions: every careers document. */
import { defineQuery } from "groq";
import * as z from "zod/mini";
import { CONTACT_EMAIL } from "#src/config/site.ts";
import { mailtoHref } from "#src/lib/links.ts";
import { defineContentType } from "#src/lib/content/content-type.ts";
import { id, list, optional, text } from "#src/lib/content/fields.ts";

export const CAREERS_QUERY = defineQuery(`*[_type == "careers"]{
  _id, title, description, requirements, location, employmentType, category
}`);

const careerSchema = z.object({
  _id: id,
  title: text,
  description: optional(z.string()),
  requirements: list(z.string()),
  location: optional(z.string()),
  employmentType: optional(z.string()),
  category: optional(z.string()),
});

export type Career = z.output<typeof careerSchema>;

export const careers = defineContentType({
  documentType: "careers",
  query: CAREERS_QUERY,
  schema: careerSchema,
  prepare: (documents) => documents,
});

/**
 * The positions as the careers board (CareersBoard.tsx) shows them. Apply Now is a mailto: link
 * to the company with the position in its subject; none without a valid address.
 */
export const positionItems = (positions: readonly Career[]) =>
  positions.map((position) => ({
    id: position._id,
    title: position.title,
    description: position.description,
    requirements: position.requirements,
    location: position.location,
    employmentType: position.employmentType,
    category: position.category,
    applyHref: mailtoHref(CONTACT_EMAIL, `Application for ${position.title}`),
  }));

export type PositionItem = ReturnType<typeof positionItems>[number];
