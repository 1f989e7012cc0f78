/**
 * A language's dictionary must hold every word of the English one: a key missing, at any depth,
 * is a type error, which `npm run check` reports (astro check type-checks every file).
 */
import { describe, expectTypeOf, it } from "vitest";
import type { Dictionary } from "#src/i18n/dictionary.ts";
import { en } from "#src/i18n/en.ts";
import type { LocaleSettings } from "#src/i18n/locales.ts";

describe("a dictionary", () => {
  it("the English one is complete", () => {
    expectTypeOf(en).toEqualTypeOf<Dictionary>();
  });

  it("one without a section is refused", () => {
    expectTypeOf<Omit<Dictionary, "footer">>().not.toExtend<Dictionary>();
    expectTypeOf<{
      code: "xx";
      dir: "ltr";
      words: Omit<Dictionary, "footer">;
    }>().not.toExtend<LocaleSettings>();
  });

  it("one without a word, or without a category's label, is refused", () => {
    type WithoutWord = Omit<Dictionary, "project"> & {
      project: Omit<Dictionary["project"], "backToProjects">;
    };
    expectTypeOf<WithoutWord>().not.toExtend<Dictionary>();
    type Labels = Dictionary["projects"]["categories"];
    expectTypeOf<Omit<Labels, "Airport">>().not.toExtend<Labels>();
  });

  it("the five grade lines are five", () => {
    expectTypeOf<Dictionary["classifications"]["grades"]>().toEqualTypeOf<
      [string, string, string, string, string]
    >();
  });
});
