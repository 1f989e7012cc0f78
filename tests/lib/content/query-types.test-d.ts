/**
 * The compile-time agreement of TypeGen's result types and the zod schemas: type tests, which
 * `npm run check` type-checks, so a case whose messages differ fails the suite.
 */
import { describe, expectTypeOf, it } from "vitest";
import * as z from "zod/mini";
import type { AgreesWith, Disagreements } from "#src/lib/content/query-types.ts";
import { team, type TEAM_QUERY } from "#src/lib/content/documents/team.ts";

const schema = z.object({
  _id: z.string(),
  title: z.string().check(z.trim(), z.minLength(1)),
  year: z.nullish(z.int()),
  image: z.nullish(z.object({ asset: z.object({ _ref: z.string() }), url: z.string() })),
  tags: z.nullish(z.array(z.string())),
});

/** What TypeGen generates for a query projecting those fields from a matching Studio schema. */
interface Result {
  _id: string;
  title: string;
  year: number | null;
  image: { asset: { _ref: string; _type: "reference"; _weak?: boolean } | null; url: string | null } | null;
  tags: Array<string> | null;
}

type Messages<R> = Disagreements<R[], typeof schema>;

describe("a query's generated result against the zod schema that validates it", () => {
  it("agrees when every field matches, null aside, and nested system fields are ignored", () => {
    expectTypeOf(schema).toExtend<z.ZodMiniType>();
    expectTypeOf<Messages<Result>>().toBeNever();
    expectTypeOf<Disagreements<Result | null, typeof schema>>().toBeNever();
  });

  it("a field renamed or removed in the Studio: the query answers null", () => {
    expectTypeOf<
      Messages<Omit<Result, "title"> & { title: null }>
    >().toEqualTypeOf<"title: not in the Studio's schema, so the query always answers null">();
  });

  it("a field the query no longer projects", () => {
    expectTypeOf<
      Messages<Omit<Result, "year">>
    >().toEqualTypeOf<"year: read by zod, not projected by the query">();
  });

  it("a projected field zod does not read", () => {
    expectTypeOf<
      Messages<Result & { subtitle: string | null }>
    >().toEqualTypeOf<"subtitle: projected by the query, not read by zod">();
  });

  it("a type changed in the Studio, at the top level, in an object and in a list", () => {
    expectTypeOf<
      Messages<Omit<Result, "year"> & { year: string | null }>
    >().toEqualTypeOf<"year: the Studio's type is not one zod accepts">();
    expectTypeOf<
      Messages<Omit<Result, "image"> & { image: { asset: { _ref: number }; url: string } }>
    >().toEqualTypeOf<"image.asset._ref: the Studio's type is not one zod accepts">();
    expectTypeOf<
      Messages<Omit<Result, "tags"> & { tags: number[] }>
    >().toEqualTypeOf<"tags[]: the Studio's type is not one zod accepts">();
    expectTypeOf<
      Messages<Omit<Result, "tags"> & { tags: string }>
    >().toEqualTypeOf<"tags: a list for zod, not in the Studio's schema">();
  });

  it("a content type's check: its schema passes, a mismatch is its own message", () => {
    expectTypeOf<AgreesWith<typeof TEAM_QUERY, typeof team.schema>>().toBeUnknown();
    expectTypeOf<AgreesWith<typeof TEAM_QUERY, typeof schema>>().not.toBeUnknown();
  });
});
