/**
 * The desk's "Not yet in Arabic" (studio/translation-status.ts): over the sample, exactly the
 * project left untranslated on purpose; and a document leaves the list once its translation
 * is joined to it, whichever form its metadata has.
 */
import { readFileSync } from "node:fs";
import { evaluate, parse } from "groq-js";
import { describe, expect, it } from "vitest";
import {
  untranslated as notTranslated,
  untranslatedParams,
  UNTRANSLATED_QUERY,
  type TranslationStatus,
} from "../../studio/translation-status.ts";
import { SAMPLE_DATASET_FILE } from "../../publishing/repository-paths.ts";
import { UNTRANSLATED_SAMPLE_ID } from "../../tooling/sample-data/arabic.ts";

const sample = readFileSync(SAMPLE_DATASET_FILE, "utf8")
  .split("\n")
  .filter(Boolean)
  .map((line) => JSON.parse(line) as { _id: string });

async function untranslated(dataset: readonly object[], language = "ar") {
  const result = await evaluate(parse(UNTRANSLATED_QUERY), { dataset, params: untranslatedParams(language) });
  return notTranslated((await result.get()) as TranslationStatus).map((document) => document._id);
}

describe("Not yet in Arabic", () => {
  it("lists the sample's one untranslated document", async () => {
    expect(await untranslated(sample)).toEqual([UNTRANSLATED_SAMPLE_ID]);
  });

  it.each([
    ["version 6 metadata (language)", { language: "ar" }],
    ["version 5 metadata (_key)", { _key: "ar" }],
  ])("takes a document off once %s joins its translation", async (_, entry) => {
    const old = { _id: "old", _type: "team", name: "Written before languages" };
    const drafted = { _id: "drafts.new", _type: "team", name: "Not published yet" };
    const metadata = {
      _id: "translations-old",
      _type: "translation.metadata",
      translations: [
        { _key: "en", language: "en", value: { _ref: "old" } },
        { ...entry, value: { _ref: "old-ar" } },
      ],
    };
    expect(await untranslated([old, drafted])).toEqual(["old"]);
    expect(await untranslated([old, drafted, metadata])).toEqual([]);
  });
});
