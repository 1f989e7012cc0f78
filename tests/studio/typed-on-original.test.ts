/**
 * The Studio's fields the languages share (studio/schema-types/typed-on-original.ts): the
 * fields each content type names, and only those, are left out of a new translation and say
 * where they are typed.
 */
import { defineType } from "sanity";
import { describe, expect, it } from "vitest";
import { CONTENT_TYPES } from "#src/lib/content/types/index.ts";
import { schemaTypes } from "../../studio/schema-types/index.ts";
import { SHARED_FIELD_HELP, typedOnOriginal } from "../../studio/schema-types/typed-on-original.ts";

interface Field {
  readonly name: string;
  readonly description?: string;
  readonly options?: { readonly documentInternationalization?: { readonly exclude?: boolean } };
}

describe("the Studio's fields the languages share", () => {
  it.each(Object.values(CONTENT_TYPES).map((type) => [type.documentType, type.sharedFields ?? []] as const))(
    "%s: exactly its shared fields stay out of a new translation, and say so",
    (documentType, shared) => {
      const fields = (schemaTypes.find((type) => type.name === documentType)?.fields ?? []) as Field[];
      const excluded = fields.filter(
        (field) => field.options?.documentInternationalization?.exclude === true,
      );
      expect(excluded.map((field) => field.name)).toEqual(shared.filter((name) => !name.startsWith("_")));
      for (const field of excluded) expect(field.description).toContain(SHARED_FIELD_HELP);
    },
  );

  it("refuses to share a field the type does not have", () => {
    const type = defineType({ name: "thing", type: "document", fields: [{ name: "title", type: "string" }] });
    expect(() => typedOnOriginal(type, ["year"])).toThrow("thing has no field year to share.");
  });
});
