/**
 * The Studio's fields the languages share (studio/schema-types/typed-on-original.ts): the
 * fields each content type names, and only those, are left out of a new translation and say
 * where they are typed.
 */
import { defineType } from "sanity";
import { describe, expect, it } from "vitest";
import { CONTENT_TYPES } from "#src/lib/content/documents/index.ts";
import { schemaTypes } from "../../studio/schema-types/index.ts";
import {
  SHARED_FIELD_HELP,
  sharedPlaceOf,
  typedOnOriginal,
} from "../../studio/schema-types/typed-on-original.ts";

interface Field {
  readonly name: string;
  readonly description?: string;
  readonly options?: { readonly documentInternationalization?: { readonly exclude?: boolean } };
  readonly of?: readonly { readonly fields?: readonly Field[] }[];
}

/** The fields left out of a new translation, as `list[].field` inside a list's items. */
const excludedFrom = (fields: readonly Field[], prefix = ""): Field[] =>
  fields.flatMap((field) => [
    ...(field.options?.documentInternationalization?.exclude === true
      ? [{ ...field, name: `${prefix}${field.name}` }]
      : []),
    ...(field.of ?? []).flatMap((member) => excludedFrom(member.fields ?? [], `${field.name}[].`)),
  ]);

describe("the Studio's fields the languages share", () => {
  it.each(Object.values(CONTENT_TYPES).map((type) => [type.documentType, type.sharedFields ?? []] as const))(
    "%s: exactly its shared fields stay out of a new translation, and say so",
    (documentType, shared) => {
      const fields = (schemaTypes.find((type) => type.name === documentType)?.fields ?? []) as Field[];
      const excluded = excludedFrom(fields);
      expect(excluded.map((field) => field.name)).toEqual(shared.filter((name) => !name.startsWith("_")));
      for (const field of excluded) expect(field.description).toContain(SHARED_FIELD_HELP);
    },
  );

  it("shares a field of a list's items, in every member that has it, and the list's other fields not", () => {
    const type = typedOnOriginal(
      defineType({
        name: "thing",
        type: "document",
        fields: [
          { name: "title", type: "string" },
          {
            name: "figures",
            type: "array",
            of: [
              {
                type: "object",
                name: "figure",
                fields: [
                  { name: "value", type: "number" },
                  { name: "label", type: "string" },
                ],
              },
              { type: "object", name: "note", fields: [{ name: "label", type: "string" }] },
            ],
          },
        ],
      }),
      ["figures[].value"],
    );
    expect(excludedFrom(type.fields as Field[]).map(({ name }) => name)).toEqual(["figures[].value"]);
  });

  it.each([
    ["a field the type does not have", ["year"], "thing has no field year to share."],
    [
      "a field its list's items do not have",
      ["figures[].year"],
      "thing has no field figures[].year to share.",
    ],
  ])("refuses to share %s", (_, names, message) => {
    const type = defineType({
      name: "thing",
      type: "document",
      fields: [
        { name: "title", type: "string" },
        {
          name: "figures",
          type: "array",
          of: [{ type: "object", name: "figure", fields: [{ name: "value", type: "number" }] }],
        },
      ],
    });
    expect(() => typedOnOriginal(type, names)).toThrow(message);
  });
});

describe("sharedPlaceOf: which inputs a translation's form shows from its original", () => {
  const names = ["status", "homeStatistics[].value"];
  it.each<[string, unknown[], "value" | "list" | undefined]>([
    ["a shared field", ["status"], "value"],
    ["another field", ["title"], undefined],
    ["an item's shared field", ["homeStatistics", { _key: "k" }, "value"], "value"],
    ["an item's own field", ["homeStatistics", { _key: "k" }, "label"], undefined],
    ["the item itself", ["homeStatistics", { _key: "k" }], undefined],
    ["the list of those items", ["homeStatistics"], "list"],
    ["a list of others", ["teamStatistics"], undefined],
    ["an item by its index", ["homeStatistics", 0, "value"], undefined],
    ["deeper than a shared field", ["homeStatistics", { _key: "k" }, "value", "x"], undefined],
  ])("%s", (_, path, place) => {
    expect(sharedPlaceOf(path, names)).toBe(place);
  });
});
