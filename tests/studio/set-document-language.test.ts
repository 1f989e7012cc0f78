/**
 * The migration a company runs once when the site gains its languages
 * (studio/migrations/set-document-language): every document without a language, and only
 * those, is marked English.
 */
import { evaluate, parse } from "groq-js";
import { describe, expect, it } from "vitest";
import migration from "../../studio/migrations/set-document-language/index.ts";
import { schemaTypes } from "../../studio/schema-types/index.ts";

const documents = [
  { _id: "old-project", _type: "ourProjects", title: "Written before languages" },
  { _id: "english-project", _type: "ourProjects", language: "en", title: "English" },
  { _id: "arabic-project", _type: "ourProjects", language: "ar", title: "عربي" },
  { _id: "old-member", _type: "team", name: "Written before languages" },
  { _id: "image-1", _type: "sanity.imageAsset" },
  { _id: "translations-1", _type: "translation.metadata" },
];

describe("set-document-language", () => {
  it("reaches every document type of the Studio", () => {
    expect(migration.documentTypes?.toSorted()).toEqual(schemaTypes.map((type) => type.name).toSorted());
  });

  it("chooses exactly the documents without a language", async () => {
    const query = `*[_type in $types && (${migration.filter})]._id`;
    const result = await evaluate(parse(query), {
      dataset: documents,
      params: { types: migration.documentTypes },
    });
    expect(await result.get()).toEqual(["old-project", "old-member"]);
  });

  it("sets English where no language is set, and changes nothing else", () => {
    const document = migration.migrate.document as unknown as () => unknown;
    expect(document()).toEqual({ path: ["language"], op: { type: "setIfMissing", value: "en" } });
  });
});
