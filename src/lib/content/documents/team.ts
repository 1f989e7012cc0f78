/** The team page's members: every team document, by `order`. */
import { defineQuery } from "groq";
import * as z from "zod/mini";
import { emailAddress, linkedInHref, mailtoHref } from "#src/lib/links.ts";
import { quoteForLog } from "#src/lib/log-quote.ts";
import { sortByOrder } from "#src/lib/ordering.ts";
import { defineContentType } from "#src/lib/content/content-type.ts";
import { describedImage, describedImageField, id, optional, text } from "#src/lib/content/fields.ts";
import { IMAGE_FRAMES } from "#src/config/image-sizes.ts";
import type { ImageResolver } from "#src/lib/content/image-url.ts";
import { textLanguage, type InLanguage } from "#src/lib/content/translations.ts";
import { en } from "#src/i18n/en.ts";

export const TEAM_QUERY = defineQuery(`*[_type == "team"]{
  _id, language, name, position, email, linkedIn,
  "image": ${describedImageField("image")},
  order
}`);

const teamMemberSchema = z.object({
  _id: id,
  language: optional(z.string()),
  name: text,
  position: optional(z.string()),
  email: optional(z.string()),
  linkedIn: optional(z.string()),
  image: optional(describedImage),
  order: optional(z.number()),
});

type TeamMember = InLanguage<z.output<typeof teamMemberSchema>>;

/**
 * A member whose LinkedIn or e-mail value cannot be linked safely is shown without that
 * button, and the build says which value was dropped. Kept values come back normalized.
 */
function withSafeLinks(member: TeamMember, warn: (message: string) => void): TeamMember {
  const linkedIn = linkedInHref(member.linkedIn);
  const email = emailAddress(member.email);
  const dropped = [
    member.linkedIn?.trim() &&
      !linkedIn &&
      `linkedIn ${quoteForLog(member.linkedIn)} is not an https link to linkedin.com`,
    member.email?.trim() && !email && `email ${quoteForLog(member.email)} is not an e-mail address`,
  ].filter(Boolean);
  if (dropped.length > 0)
    warn(`[content] team ${quoteForLog(member._id)} shown without a link: ${dropped.join("; ")}`);
  return { ...member, linkedIn, email };
}

export const team = defineContentType({
  documentType: "team",
  place: { page: "team", list: en.nav.team },
  query: TEAM_QUERY,
  schema: teamMemberSchema,
  prepare: (members, warn) => sortByOrder(members.map((member) => withSafeLinks(member, warn))),
});

/**
 * The members' cards on the team page, from members whose links `prepare` has already checked;
 * the portrait fills a 4:5 frame, its alternative text the editor's, else the member's name.
 */
export const teamCards = (members: readonly TeamMember[], images: ImageResolver) =>
  members.map((member) => ({
    ...textLanguage(member),
    id: member._id,
    name: member.name,
    position: member.position,
    image: images.responsive(member.image, { widths: [400, 800], aspect: IMAGE_FRAMES.portrait.ratio }),
    alt: member.image?.alt?.trim() || member.name,
    linkedInHref: member.linkedIn,
    mailtoHref: mailtoHref(member.email),
  }));

export type TeamCard = ReturnType<typeof teamCards>[number];
