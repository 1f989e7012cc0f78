/**
 * The fields content types share: how an image is projected (GROQ) and validated (zod), and
 * what an id, a required text and a year must be. Written with zod's tree-shakable `zod/mini`
 * API, because a content type's schema also runs in the browser: the 404 page checks a
 * project published after the build with the same schema as the build (types/projects.ts).
 */
import * as z from "zod/mini";
import { isCalendarDay } from "#src/lib/calendar-day.ts";
import { certificateDatesProblem } from "#src/lib/credentials.ts";
import { httpsUrl } from "#src/lib/links.ts";
import { DOCUMENT_ID, isPublishedId } from "./document-id.ts";
import { IMAGE_ASSET_ID } from "./image-url.ts";
import { yearProblem } from "./years.ts";

/**
 * The fields of an image object the site reads: the asset reference the URLs are built from
 * (with @sanity/image-url, so the editor's crop and hotspot reach every URL), the crop and
 * hotspot, and the asset's URL. `as const`, so each query's type is its exact text, which is
 * how TypeGen's generated types are looked up.
 */
export const IMAGE_FIELDS = /* groq */ `asset, crop, hotspot, "url": asset->url` as const;
/** IMAGE_FIELDS and the editor's alternative text. */
export const DESCRIBED_IMAGE_FIELDS = /* groq */ `${IMAGE_FIELDS}, alt` as const;

/**
 * An image field of the document as IMAGE_FIELDS, or null when its asset is gone: there is
 * nothing to show. TypeGen evaluates these calls, given literal arguments.
 */
export const imageField = <F extends string>(field: F) =>
  /* groq */ `select(defined(${field}.asset->url) => ${field}{${IMAGE_FIELDS}})` as const;
/** The same, as DESCRIBED_IMAGE_FIELDS. */
export const describedImageField = <F extends string>(field: F) =>
  /* groq */ `select(defined(${field}.asset->url) => ${field}{${DESCRIBED_IMAGE_FIELDS}})` as const;

/** GROQ projects a missing field as null; the site treats null and absent alike. */
export function optional<T extends z.ZodMiniType>(schema: T) {
  return z.optional(
    z.pipe(
      z.nullable(schema),
      z.transform((value: z.output<T> | null) => value ?? undefined),
    ),
  );
}

/** A list that may be missing: missing reads as empty. */
export function list<T extends z.ZodMiniType>(item: T) {
  return z.pipe(
    optional(z.array(item)),
    z.transform((items: z.output<T>[] | undefined) => items ?? []),
  );
}

/**
 * A published document's id (DOCUMENT_ID). Drafts and release versions never reach the
 * site, whatever the query's perspective did.
 */
export const id = z
  .string()
  .check(
    z.regex(DOCUMENT_ID, "is not a Sanity document id"),
    z.refine(isPublishedId, "is a draft or release version, not published"),
  );

/** Required text: present and not blank. */
export const text = z.string().check(z.trim(), z.minLength(1, "must not be empty"));

/** The check that `problem`, a rule the Studio runs too, finds nothing: its words are the issue's. */
const passes = <T>(problem: (value: unknown) => string | undefined) =>
  z.superRefine<T>((value, context) => {
    const message = problem(value);
    if (message !== undefined) context.addIssue({ code: "custom", input: value, message });
  });

/** A number that passes `problem`. */
export const ruledNumber = (problem: (value: unknown) => string | undefined) =>
  z.number().check(passes(problem));

/** A value of any shape that passes `problem`: for a rule that reads it whole (a place, a point). */
export const ruled = <T>(problem: (value: unknown) => string | undefined) =>
  z.custom<T>().check(passes(problem));

/** A year (years.ts): any whole year of four digits, however far ahead. */
export const year = ruledNumber(yearProblem);

/** A calendar day, as the Studio's date fields store it: `2026-02-30` is none. */
export const date = z.string().check(z.refine(isCalendarDay, "is not a date (YYYY-MM-DD)"));

/** A link from content: an https URL (links.ts), anything else is no link. */
export const httpsLink = z
  .string()
  .check(z.refine((value) => httpsUrl(value) !== undefined, "is not an https URL"));

/**
 * What makes a certificate checkable, on the main certificate and each ISO certificate alike:
 * its number, issuer, dates and the issuer's register. Projected and validated as one.
 */
export const CERTIFICATE_FIELDS =
  /* groq */ `certificateNumber, issuer, issuedOn, validUntil, verifyUrl` as const;

export const certificateShape = {
  certificateNumber: optional(text),
  issuer: optional(text),
  issuedOn: optional(date),
  validUntil: optional(date),
  verifyUrl: optional(httpsLink),
};

/**
 * A certificate whose validity ends on or before its issue: the issue date is left out (the
 * validity is what a buyer checks, and the Studio refuses the pair before Publish).
 */
export const certificateDatesAgree = z.superRefine(
  (certificate: { issuedOn?: string | undefined; validUntil?: string | undefined }, context) => {
    const message = certificateDatesProblem(certificate);
    if (message !== undefined)
      context.addIssue({ code: "custom", input: certificate.issuedOn, path: ["issuedOn"], message });
  },
);

/** A fraction of the image, as the Studio stores crops and hotspots. */
const fraction = z.number().check(z.gte(0), z.lte(1));

/**
 * A content image as the queries project it. Its asset's URL must be https: a `javascript:`
 * or `data:` asset is refused, never rebuilt into a CDN URL.
 */
export const image = z.object({
  asset: z.object({ _ref: z.string().check(z.regex(IMAGE_ASSET_ID, "is not an image asset id")) }),
  crop: optional(z.object({ top: fraction, bottom: fraction, left: fraction, right: fraction })),
  hotspot: optional(z.object({ x: fraction, y: fraction, width: fraction, height: fraction })),
  url: httpsLink,
});

/** An image the site shows as content, with the editor's alternative text. */
export const describedImage = z.extend(image, { alt: optional(z.string()) });

/** One image of a list: its `_key` names it in a warning. */
export const listImage = z.extend(describedImage, { _key: optional(z.string()) });

export type ListImage = z.output<typeof listImage>;
