/**
 * Run once, when the site reads the fields the languages share from the original
 * (src/lib/content/original-values.ts): clears a translation's own copy of such a field
 * where it says what its original says, and lists each copy that says otherwise, or that its
 * original lacks, leaving it for an editor to settle on the original. The site shows the
 * original's value either way, and a translation's copy only where the original has none, so
 * clearing changes no page. A document written only in its language keeps its own.
 * `npm run content:migrate -- clear-shared-copies` shows what it would change and lists the
 * rest; add `--no-dry-run` to change it (docs/studio.md, "Two languages").
 */
import type { Path } from "sanity";
import { at, defineMigration, unset } from "sanity/migrate";
import { DEFAULT_LOCALE } from "../../../src/i18n/locales.ts";
import { sharedValueProblem, sharedValues } from "../../../src/lib/content/original-values.ts";
import { STORED_SHARED_FIELDS } from "../../../src/lib/content/documents/index.ts";
import { quoteForLog } from "../../../src/lib/log-quote.ts";
import { LANGUAGE_FIELD, ORIGINAL_QUERY } from "../../schema-types/document-language.ts";

/** The types with fields to clear, and theirs. */
const SHARED_FIELDS = new Map([...STORED_SHARED_FIELDS].filter(([, fields]) => fields.length > 0));

/** A GROQ condition true of a document holding a copy of the shared field `name`. */
const holds = (name: string) => {
  const [list, field] = name.split("[].");
  return field === undefined ? `defined(${name})` : `count(${list}[defined(${field})]) > 0`;
};

const anyField = [...new Set([...SHARED_FIELDS.values()].flat())].map(holds);

export default defineMigration({
  title: "Clear translations' copies of the fields the languages share, where they agree",
  documentTypes: [...SHARED_FIELDS.keys()],
  filter: `defined(${LANGUAGE_FIELD}) && ${LANGUAGE_FIELD} != "${DEFAULT_LOCALE.code}" && (${anyField.join(" || ")})`,
  migrate: {
    async document(document, context) {
      const original = await context.client.fetch<Record<string, unknown> | null>(ORIGINAL_QUERY, {
        id: document._id,
      });
      if (original === null) return [];
      return sharedValues(document, SHARED_FIELDS.get(document._type) ?? []).flatMap((copy) => {
        const problem = sharedValueProblem(
          copy,
          original,
          `its original ${quoteForLog(String(original["_id"]))}`,
        );
        if (problem === undefined) return [at(copy.steps as Path, unset())];
        console.warn(`${quoteForLog(document._id)} ${copy.path}: ${problem} Left as it is.`);
        return [];
      });
    },
  },
});
