import { readFileSync } from "node:fs";
import type { AllSanitySchemaTypes } from "#src/lib/content/sanity.types.ts";

/**
 * A document of the sample dataset, typed as TypeGen types the Studio's schema: a field added
 * to the schema is known here after `npm run typegen`, never retyped by hand.
 */
type SampleDocument = Extract<AllSanitySchemaTypes, { _id: string }>;
export type SampleOf<Type extends SampleDocument["_type"]> = Extract<SampleDocument, { _type: Type }>;

/** The sample dataset the site under test was built from, for expected titles and counts. */
const docs: SampleDocument[] = readFileSync(
  new URL("../../sample-data/production.ndjson", import.meta.url),
  "utf8",
)
  .split("\n")
  .filter(Boolean)
  .map((line) => JSON.parse(line) as SampleDocument);

const languageOf = (doc: SampleDocument) => ("language" in doc ? doc.language : undefined) ?? "en";

/** A type's documents in a language: the English ones unless asked (no language is English). */
export const sampleOf = <Type extends SampleDocument["_type"]>(
  type: Type,
  language = "en",
): SampleOf<Type>[] =>
  docs.filter((doc): doc is SampleOf<Type> => doc._type === type && languageOf(doc) === language);

/** A document's Arabic translation in the sample, by its translation metadata. */
export function arabicOf<Doc extends SampleDocument>(document: Doc | undefined): Doc | undefined {
  const metadata = sampleOf("translation.metadata").find((doc) =>
    doc.translations?.some((entry) => entry.value?._ref === document?._id),
  );
  const ref = metadata?.translations?.find((entry) => entry.language === "ar")?.value?._ref;
  return docs.find((doc): doc is Doc => doc._id === ref && doc._type === document?._type);
}
