import { readFileSync } from "node:fs";

/** The sample dataset the site under test was built from, for expected titles and counts. */
type Doc = {
  _id: string;
  _type: string;
  language?: string;
  title?: string;
  name?: string;
  description?: string;
  images?: unknown[];
};

const docs: Doc[] = readFileSync(new URL("../../sample-data/production.ndjson", import.meta.url), "utf8")
  .split("\n")
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Doc);

/** A type's documents in a language: the English ones unless asked (no language is English). */
export const sampleOf = (type: string, language = "en"): Doc[] =>
  docs.filter((doc) => doc._type === type && (doc.language ?? "en") === language);

/** A document's Arabic translation in the sample, by its translation metadata. */
export function arabicOf(id: string): Doc | undefined {
  const metadata = sampleOf("translation.metadata").find((doc) =>
    (doc as { translations?: { value: { _ref: string } }[] }).translations?.some(
      (entry) => entry.value._ref === id,
    ),
  ) as { translations?: { language: string; value: { _ref: string } }[] } | undefined;
  const ref = metadata?.translations?.find((entry) => entry.language === "ar")?.value._ref;
  return docs.find((doc) => doc._id === ref);
}
