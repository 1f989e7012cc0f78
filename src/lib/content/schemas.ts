/**
 * The shape of every query result, and the content types the rest of the site uses.
 * A document that does not match is left out of the build with a warning naming its
 * `_id` and the field (see `parseDocuments`), so one bad entry never takes a page down.
 */
import { z } from "zod";
import { httpsUrl } from "../links";
import { quoteForLog } from "../log-quote";
import { DOCUMENT_ID } from "../project-path";

/** GROQ projects a missing field as null; the site treats null and absent alike. */
function optional<T extends z.ZodType>(schema: T) {
  return schema.nullish().transform((value) => value ?? undefined);
}

/**
 * A published document's id (DOCUMENT_ID). Drafts and release versions never reach the
 * site, whatever the query's perspective did.
 */
const id = z
  .string()
  .regex(DOCUMENT_ID, "is not a Sanity document id")
  .refine((value) => !/^(drafts|versions)\./.test(value), "is a draft or release version, not published");
/** Required text: present and not blank. */
const text = z.string().trim().min(1, "must not be empty");
const year = z.int("must be a whole number");
/** A fraction of the image, as the Studio stores crops and hotspots. */
const fraction = z.number().min(0).max(1);

/**
 * A content image as the queries project it: the asset reference the URLs are built from,
 * the editor's crop and hotspot, and the asset's URL, which must be https (a `javascript:`
 * or `data:` asset is refused, never rebuilt into a CDN URL).
 */
export const imageObjectSchema = z.object({
  asset: z.object({
    _ref: z.string().regex(/^image-[A-Za-z0-9]+-\d+x\d+-[a-z0-9]+$/, "is not an image asset id"),
  }),
  crop: optional(z.object({ top: fraction, bottom: fraction, left: fraction, right: fraction })),
  hotspot: optional(z.object({ x: fraction, y: fraction, width: fraction, height: fraction })),
  url: z.string().refine((value) => httpsUrl(value) !== undefined, "is not an https URL"),
});

/** An image the site shows as content, with the editor's alternative text. */
const describedImageSchema = imageObjectSchema.extend({ alt: optional(z.string()) });
/** One image of a list: its `_key` names it in a warning. */
const listImageSchema = describedImageSchema.extend({ _key: optional(z.string()) });

export const aboutUsSchema = z.object({
  _id: id,
  title: text,
  description: optional(z.string()),
  image: optional(imageObjectSchema),
});

export const serviceSchema = z.object({
  _id: id,
  title: text,
  description: optional(z.string()),
  image1: optional(imageObjectSchema),
  image2: optional(imageObjectSchema),
});

/** A clients document's logos; the loader flattens them into one list. */
export const clientsSchema = z.object({
  _id: id,
  logos: optional(z.array(listImageSchema)).transform((logos) => logos ?? []),
});

export const landingProjectSchema = z.object({
  _id: id,
  title: text,
  description: optional(z.string()),
  value: optional(z.string()),
  image: optional(imageObjectSchema),
  year: optional(year),
});

export const classificationSchema = z.object({
  _id: id,
  title: text,
  description: optional(z.string()),
  classificationImage: optional(imageObjectSchema),
  companyClassificationImage: optional(imageObjectSchema),
  order: optional(z.number()),
});

export const mainClassificationSchema = z.object({
  _id: id,
  mainClassificationImage: imageObjectSchema,
});

export const projectSchema = z.object({
  _id: id,
  title: text,
  category: optional(z.string()),
  description: optional(z.string()),
  value: optional(z.string()),
  image: optional(describedImageSchema),
  images: optional(z.array(listImageSchema)).transform((images) => images ?? []),
  year: optional(year),
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
  image: optional(describedImageSchema),
  order: optional(z.number()),
});

export type ImageObject = z.output<typeof imageObjectSchema>;
export type AboutUs = z.output<typeof aboutUsSchema>;
export type Service = z.output<typeof serviceSchema>;
export type ClientLogo = z.output<typeof listImageSchema>;
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
    if (typeof _id === "string" && _id) return quoteForLog(_id);
    if (_id !== undefined && _id !== null && _id !== "") return `_id ${quoteForLog(_id)}`;
    if (typeof _key === "string" && _key) return `_key ${quoteForLog(_key)}`;
  }
  return `#${index + 1}`;
}

const describeIssues = (issues: readonly z.core.$ZodIssue[]) =>
  issues
    .map((issue) => `${issue.path.length > 0 ? issue.path.join(".") : "(document)"}: ${issue.message}`)
    .join("; ");

/**
 * When every problem of a document lies inside elements of its arrays (one gallery image
 * without an asset, one requirement that is a number), those elements are dropped and the
 * rest of the document kept. Returns undefined when any problem is the document's own.
 */
function withoutBadElements(
  item: unknown,
  issues: readonly z.core.$ZodIssue[],
): Record<string, unknown> | undefined {
  if (typeof item !== "object" || item === null || Array.isArray(item)) return undefined;
  const source = item as Record<string, unknown>;
  const bad = new Map<string, Set<number>>();
  for (const { path } of issues) {
    const [field, index] = path;
    if (typeof field !== "string" || typeof index !== "number" || !Array.isArray(source[field]))
      return undefined;
    bad.set(field, (bad.get(field) ?? new Set()).add(index));
  }
  const copy = { ...source };
  for (const [field, indexes] of bad) {
    copy[field] = (source[field] as unknown[]).filter((_, index) => !indexes.has(index));
  }
  return copy;
}

/**
 * Validates each result of a query on its own. Those that match are returned; those that
 * do not are reported through `warn` (query, name, field and reason) and left out, as is a
 * second document with an `_id` already seen. Bad elements of a document's arrays are left
 * out on their own, with a warning, and the document kept. An answer that is not an array
 * at all is a broken query or service, not bad content, and throws.
 */
export function parseDocuments<T extends z.ZodType>(
  queryName: string,
  schema: T,
  results: unknown,
  warn: (message: string) => void,
): z.output<T>[] {
  if (!Array.isArray(results)) {
    throw new TypeError(`the answer is ${results === null ? "null" : typeof results}, not a list of results`);
  }
  const valid: z.output<T>[] = [];
  const seenIds = new Set<string>();
  results.forEach((item: unknown, index) => {
    const name = `${queryName} ${nameOf(item, index)}`;
    let parsed = schema.safeParse(item);
    if (!parsed.success) {
      const trimmed = withoutBadElements(item, parsed.error.issues);
      const retried = trimmed === undefined ? undefined : schema.safeParse(trimmed);
      if (retried?.success !== true) {
        warn(`[content] ${name} left out: ${describeIssues(parsed.error.issues)}`);
        return;
      }
      warn(`[content] ${name} kept without bad list items: ${describeIssues(parsed.error.issues)}`);
      parsed = retried;
    }
    const id = (parsed.data as { _id?: unknown })._id;
    if (typeof id === "string") {
      if (seenIds.has(id)) {
        warn(`[content] ${name} left out: a document with this _id came earlier`);
        return;
      }
      seenIds.add(id);
    }
    valid.push(parsed.data);
  });
  return valid;
}
