/**
 * The shape of every query result, and the content types the rest of the site uses.
 * A document that does not match is left out of the build with a warning naming its
 * `_id` and the field (see `parseDocuments`), so one bad entry never takes a page down.
 */
import { z } from "zod";

/** GROQ projects a missing field as null; the site treats null and absent alike. */
function optional<T extends z.ZodType>(schema: T) {
  return schema.nullish().transform((value) => value ?? undefined);
}

const id = z.string().min(1);
/** Required text: present and not blank. */
const text = z.string().trim().min(1, "must not be empty");
const imageUrl = z.url({ protocol: /^https?$/ });

export const imageObjectSchema = z.object({
  _key: optional(z.string()),
  asset: z.object({ _ref: z.string().startsWith("image-") }),
  crop: optional(z.object({ top: z.number(), bottom: z.number(), left: z.number(), right: z.number() })),
  hotspot: optional(z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() })),
});

export const aboutUsSchema = z.object({
  _id: id,
  title: text,
  description: optional(z.string()),
  image: optional(imageUrl),
});

export const serviceSchema = z.object({
  _id: id,
  title: text,
  description: optional(z.string()),
  image1: optional(imageUrl),
  image2: optional(imageUrl),
});

export const clientLogoSchema = imageObjectSchema.extend({
  alt: optional(z.string()),
});

export const landingProjectSchema = z.object({
  _id: id,
  title: text,
  description: optional(z.string()),
  value: optional(z.string()),
  image: optional(imageUrl),
  year: optional(z.number()),
});

export const classificationSchema = z.object({
  _id: id,
  title: text,
  description: optional(z.string()),
  classificationImage: optional(imageUrl),
  companyClassificationImage: optional(imageUrl),
  order: optional(z.number()),
});

export const mainClassificationSchema = z.object({
  _id: id,
  mainClassificationImage: imageUrl,
});

export const projectSchema = z.object({
  _id: id,
  title: text,
  category: optional(z.string()),
  description: optional(z.string()),
  value: optional(z.string()),
  image: optional(imageUrl),
  images: optional(z.array(imageObjectSchema)).transform((images) => images ?? []),
  year: optional(z.number()),
});

export const careerSchema = z.object({
  _id: id,
  title: text,
  description: optional(z.string()),
  requirements: optional(z.array(z.string())).transform((requirements) => requirements ?? []),
  location: optional(z.string()),
  employmentType: optional(z.string()),
  category: optional(z.string()),
});

export const teamMemberSchema = z.object({
  _id: id,
  name: text,
  position: optional(z.string()),
  email: optional(z.string()),
  linkedIn: optional(z.string()),
  image: optional(imageUrl),
  order: optional(z.number()),
});

export type ImageObject = z.output<typeof imageObjectSchema>;
export type AboutUs = z.output<typeof aboutUsSchema>;
export type Service = z.output<typeof serviceSchema>;
export type ClientLogo = z.output<typeof clientLogoSchema>;
export type LandingProject = z.output<typeof landingProjectSchema>;
export type Classification = z.output<typeof classificationSchema>;
export type MainClassification = z.output<typeof mainClassificationSchema>;
export type Project = z.output<typeof projectSchema>;
export type Career = z.output<typeof careerSchema>;
export type TeamMember = z.output<typeof teamMemberSchema>;

/** How a warning names a result: its `_id`, else its `_key`, else its position. */
function nameOf(item: unknown, index: number): string {
  if (typeof item === "object" && item !== null) {
    const { _id, _key } = item as { _id?: unknown; _key?: unknown };
    if (typeof _id === "string" && _id) return `"${_id}"`;
    if (typeof _key === "string" && _key) return `_key "${_key}"`;
  }
  return `#${index + 1}`;
}

/**
 * Validates each result of a query on its own: those that match are returned, those that
 * do not are reported through `warn` (query, name, field and reason) and left out.
 * A result that is not an array at all is a broken query, not bad content, and throws.
 */
export function parseDocuments<T extends z.ZodType>(
  queryName: string,
  schema: T,
  results: unknown,
  warn: (message: string) => void,
): z.output<T>[] {
  if (!Array.isArray(results)) {
    throw new TypeError(`Content query "${queryName}" returned ${typeof results}, expected a list.`);
  }
  const valid: z.output<T>[] = [];
  results.forEach((item: unknown, index) => {
    const parsed = schema.safeParse(item);
    if (parsed.success) {
      valid.push(parsed.data);
      return;
    }
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.length > 0 ? issue.path.join(".") : "(document)"}: ${issue.message}`)
      .join("; ");
    warn(`[content] ${queryName} ${nameOf(item, index)} left out: ${problems}`);
  });
  return valid;
}
