/**
 * The migration a company runs once on translations linked before the Studio's references
 * were weak (studio/migrations/weaken-translation-references): every strong reference of a
 * set, and only those, is made weak for good.
 */
import { evaluate, parse } from "groq-js";
import { describe, expect, it } from "vitest";
import migration from "../../studio/migrations/weaken-translation-references/index.ts";

const entry = (key: string, value: object) => ({
  _key: key,
  language: key,
  value: { _ref: `doc-${key}`, ...value },
});
const strong = {
  _id: "strong",
  _type: "translation.metadata",
  translations: [entry("en", {}), entry("ar", { _weak: true })],
};
const strengthening = {
  _id: "strengthening",
  _type: "translation.metadata",
  translations: [entry("en", { _weak: true, _strengthenOnPublish: { type: "ourProjects" } })],
};
const weak = { _id: "weak", _type: "translation.metadata", translations: [entry("en", { _weak: true })] };

describe("weaken-translation-references", () => {
  it("chooses exactly the sets with a reference that is or will be strong", async () => {
    const result = await evaluate(parse(`*[_type in $types && (${migration.filter})]._id`), {
      dataset: [strong, strengthening, weak, { _id: "p", _type: "ourProjects" }],
      params: { types: migration.documentTypes },
    });
    expect(await result.get()).toEqual(["strong", "strengthening"]);
  });

  it.each([
    ["a strong reference", strong, ["en"]],
    ["one that would be strengthened on publish", strengthening, ["en"]],
    ["none", weak, []],
  ])("makes weak %s, and changes nothing else", (_, document, keys) => {
    const migrate = migration.migrate.document as unknown as (doc: object) => unknown[];
    expect(migrate(document)).toEqual(
      keys.flatMap((key) => [
        { path: ["translations", { _key: key }, "value", "_weak"], op: { type: "set", value: true } },
        { path: ["translations", { _key: key }, "value", "_strengthenOnPublish"], op: { type: "unset" } },
      ]),
    );
  });
});
