/** Which documents still lack a translation: the desk's "Not yet in …" (missing-translations.tsx). */
import { DEFAULT_LOCALE } from "../src/i18n/locales.ts";
import { LANGUAGE_FIELD, TRANSLATED_TYPES } from "./schema-types/index.ts";

export interface Untranslated {
  readonly _id: string;
  readonly _type: string;
  readonly title: string | null;
}

/**
 * The published documents of the default language (a document without a language is one),
 * and the ids that translation metadata joins to a document in `$language`: two lists, not a
 * lookup per document, so it is as quick on a large dataset as on a small one.
 */
export const UNTRANSLATED_QUERY = /* groq */ `{
  "documents": *[
    _type in $types && !(_id in path("drafts.**")) && coalesce(${LANGUAGE_FIELD}, $default) == $default
  ] | order(_type asc, _createdAt asc){ _id, _type, "title": coalesce(title, name) },
  "translated": *[
    _type == "translation.metadata" && count(translations[coalesce(language, _key) == $language]) > 0
  ].translations[].value._ref
}`;

/** What the query answers. */
export interface TranslationStatus {
  readonly documents: readonly Untranslated[];
  readonly translated: readonly (string | null)[];
}

/** The documents not yet translated, from the query's answer. */
export function untranslated({ documents, translated }: TranslationStatus): Untranslated[] {
  const joined = new Set(translated);
  return documents.filter((document) => !joined.has(document._id));
}

/** The query's parameters for a language. */
export const untranslatedParams = (language: string) => ({
  types: TRANSLATED_TYPES,
  default: DEFAULT_LOCALE.code,
  language,
});
