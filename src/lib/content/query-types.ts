/**
 * Where a query's TypeGen result type and the zod schema that validates it disagree, as
 * type-level messages naming the field; `defineContentType` requires none, so a field renamed,
 * removed or retyped in the Studio fails `npm run check` (docs/architecture.md, "Content types").
 */
import type * as z from "zod/mini";

type At<Path extends string, Key extends string> = Path extends "" ? Key : `${Path}.${Key}`;

/** Nothing but null: the query projects a field the Studio's schema does not have. */
type NullOnly<T> = [NonNullable<T>] extends [never] ? true : false;

type FieldDisagreements<Generated, Zod, Path extends string> =
  NullOnly<Generated> extends true
    ? `${Path}: not in the Studio's schema, so the query always answers null`
    : NonNullable<Zod> extends readonly (infer ZodItem)[]
      ? NonNullable<Generated> extends readonly (infer GeneratedItem)[]
        ? FieldDisagreements<GeneratedItem, ZodItem, `${Path}[]`>
        : `${Path}: a list for zod, not in the Studio's schema`
      : NonNullable<Zod> extends object
        ? NonNullable<Generated> extends object
          ? ObjectDisagreements<NonNullable<Generated>, NonNullable<Zod>, Path>
          : `${Path}: an object for zod, not in the Studio's schema`
        : NonNullable<Generated> extends NonNullable<Zod>
          ? never
          : `${Path}: the Studio's type is not one zod accepts`;

type ObjectDisagreements<Generated extends object, Zod extends object, Path extends string> =
  | {
      [Key in keyof Zod & string]-?: Key extends keyof Generated
        ? FieldDisagreements<Generated[Key], Zod[Key], At<Path, Key>>
        : `${At<Path, Key>}: read by zod, not projected by the query`;
    }[keyof Zod & string]
  | {
      [
        Key in Exclude<keyof Generated & string, keyof Zod | `_${string}`>
      ]: `${At<Path, Key>}: projected by the query, not read by zod`;
    }[Exclude<keyof Generated & string, keyof Zod | `_${string}`>];

/** One result of a query: an element of a list query, or the single document of a `[0]` query. */
type ResultItem<Result> = Result extends readonly (infer Item)[] ? Item : Result;

/** The messages for a query's generated result against a zod schema; `never` when they agree. */
export type Disagreements<Result, Schema extends z.ZodMiniType> = FieldDisagreements<
  ResultItem<Result>,
  z.input<Schema>,
  ""
>;

/** Every query TypeGen knows, by its text (`defineQuery` gives each query its text as type). */
export type KnownQuery = keyof SanityQueries & string;

/**
 * What a schema argument must also be for a query: nothing more (`unknown`) when the schema
 * agrees with the query's generated result, and otherwise the disagreements, which then show
 * in the compiler's error at the call.
 */
export type AgreesWith<Query extends KnownQuery, Schema extends z.ZodMiniType> = [
  Disagreements<SanityQueries[Query], Schema>,
] extends [never]
  ? unknown
  : Disagreements<SanityQueries[Query], Schema>;
