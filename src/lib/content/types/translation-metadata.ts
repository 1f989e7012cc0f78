/**
 * The translation metadata the Studio's Translations menu writes (@sanity/document-
 * internationalization): one document per set of translations, naming each language's
 * document. Not content of its own: the loader reads it to give each language's pages their
 * documents (translations.ts).
 */
import { defineQuery } from "groq";
import * as z from "zod/mini";
import { defineContentType } from "#src/lib/content/content-type.ts";
import { id, list, text } from "#src/lib/content/fields.ts";
import type { TranslationSet } from "#src/lib/content/translations.ts";

/**
 * A metadata document's translations, each as a language and a document id. The language is
 * `language` since the plugin's version 6, the array item's `_key` before.
 */
export const TRANSLATION_ENTRIES = /* groq */ `translations[defined(value._ref)]{ "language": coalesce(language, _key), "id": value._ref }`;

export const TRANSLATION_METADATA_QUERY = defineQuery(`*[_type == "translation.metadata"]{
  _id,
  "translations": ${TRANSLATION_ENTRIES}
}`);

/** One set of translations, as TRANSLATION_ENTRIES reads it. */
export const translationSetSchema = list(z.object({ language: text, id: text }));

const translationMetadataSchema = z.object({
  _id: id,
  translations: translationSetSchema,
});

export const translationMetadata = defineContentType({
  documentType: "translation.metadata",
  query: TRANSLATION_METADATA_QUERY,
  schema: translationMetadataSchema,
  prepare: (documents): TranslationSet[] => documents.map((metadata) => metadata.translations),
});
