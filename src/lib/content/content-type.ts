/**
 * What a content type is, for the site: one Sanity document type, the GROQ query that reads
 * it, the zod schema its results must pass, and how the valid documents are prepared once per
 * build (ordered, flattened, links checked). Each content type is one module of `types/`,
 * which also maps its content to the props its components and islands take.
 */
import type * as z from "zod/mini";
import type { SitePage } from "#src/config/navigation.ts";
import type { AgreesWith, KnownQuery } from "./query-types.ts";
import type { InLanguage, Translatable } from "./translations.ts";

/** What a content type's schema gives: a document with its id, and its language if it has one. */
type DocumentSchema = z.ZodMiniType<Translatable>;

/**
 * Where a shown type's documents are: the page of the site that shows them, which is where the
 * Studio's desk groups them and the page its preview opens; what the desk calls their list;
 * and, for a type of which the site reads only the first document, the one id the Studio
 * keeps it at.
 */
export interface ContentPlace {
  readonly page: SitePage;
  /** The path its preview opens, where it is not its page's (`/privacy` of the notices). */
  readonly path?: string;
  /** Its list's title on the Studio's desk: the English site's heading where the site has one. */
  readonly list: string;
  readonly singletonId?: string;
}

export interface ContentType<Content = unknown, Schema extends DocumentSchema = DocumentSchema> {
  /** The Sanity document type (`_type`); messages about the query name it. */
  readonly documentType: string;
  readonly query: KnownQuery;
  readonly schema: Schema;
  /** Where it shows and where editors find it; none for what the site only reads (metadata). */
  readonly place?: ContentPlace | undefined;
  /**
   * One document serves every language (numbers, no words): never translated, every page
   * shows every document whatever its `language` says, and none is marked as another language.
   */
  readonly sharedByLanguages?: true;
  /**
   * Fields that say the same in every language (a status, a year, a day; `list[].field`, a
   * field of each item of a list), typed once on the original: a translation's pages read them
   * from it (original-values.ts).
   */
  readonly sharedFields?: readonly string[];
  /**
   * Runs once per language, on the documents that passed the schema and that its pages show,
   * each marked with its `lang` where its text is in another language (translations.ts);
   * `warn` names what it drops.
   */
  readonly prepare: (documents: InLanguage<z.output<Schema>>[], warn: (message: string) => void) => Content;
}

/** A field of `T`, or `list[].field`: a field of each item of one of its lists. */
type SharedFieldOf<T> =
  | (keyof T & string)
  | {
      [List in keyof T & string]: NonNullable<T[List]> extends readonly (infer Item)[]
        ? Item extends object
          ? `${List}[].${keyof Item & string}`
          : never
        : never;
    }[keyof T & string];

/** The content a type's loader gives. */
export type ContentOf<Type> = Type extends ContentType<infer Content> ? Content : never;

/**
 * Defines a content type. The schema must agree with the query's result type as TypeGen
 * generates it from the Studio's schema (query-types.ts): a field renamed, removed or retyped
 * in the Studio fails `npm run check`, here.
 */
export function defineContentType<
  Query extends KnownQuery,
  Schema extends DocumentSchema,
  Content,
  const DocumentType extends string,
  const Place extends ContentPlace | undefined = undefined,
>(
  definition: ContentType<Content, Schema> & {
    readonly documentType: DocumentType;
    readonly query: Query;
    readonly schema: Schema & AgreesWith<Query, Schema>;
    readonly place?: Place;
    readonly sharedFields?: readonly SharedFieldOf<z.output<Schema>>[];
  },
): ContentType<Content, Schema> & { readonly documentType: DocumentType; readonly place: Place } {
  return definition as ContentType<Content, Schema> & {
    readonly documentType: DocumentType;
    readonly place: Place;
  };
}
