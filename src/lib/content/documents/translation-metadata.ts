/**
 * The translation metadata the Studio's Translations menu writes (@sanity/document-
 * internationalization): one document per set of translations, naming each language's
 * document. Not content of its own: the loader reads it to give each language's pages their
 * documents (translations.ts).
 */
import { defineQuery } from "groq";
import * as z from "zod/mini";
import { defineContentType } from "#src/lib/content/content-type.ts";
import { id, list, optional, text } from "#src/lib/content/fields.ts";
import type { TranslationMetadata } from "#src/lib/content/translations.ts";

/**
 * A metadata document's translations, each as a language, a document id, and what that
 * document is: its type (null where no such document is published) and its own language. The
 * language is `language` since the plugin's version 6, the array item's `_key` before.
 */
export const TRANSLATION_ENTRIES = /* groq */ `translations[defined(value._ref)]{
  "language": coalesce(language, _key), "id": value._ref,
  "type": value->_type, "documentLanguage": value->language
}`;

export const TRANSLATION_METADATA_QUERY = defineQuery(`*[_type == "translation.metadata"]{
  _id,
  "translations": ${TRANSLATION_ENTRIES}
}`);

/** One metadata document's entries, as TRANSLATION_ENTRIES reads them. */
export const translationEntriesSchema = list(
  z.object({
    language: text,
    id: text,
    type: optional(z.string()),
    documentLanguage: optional(z.string()),
  }),
);

const translationMetadataSchema = z.object({
  _id: id,
  translations: translationEntriesSchema,
});

/** The metadata as editors left it; the loader makes it sets the site can rely on (translationSets). */
export const translationMetadata = defineContentType({
  documentType: "translation.metadata",
  query: TRANSLATION_METADATA_QUERY,
  schema: translationMetadataSchema,
  prepare: (documents): TranslationMetadata[] => documents,
});
