/**
 * The language a document is written in (translations.ts on the site's side), and how a
 * translation finds its original: the default language's document of its set.
 */
import { defineField } from "sanity";
import { DEFAULT_LOCALE } from "../../src/i18n/locales.ts";

/**
 * The document's language. The translation menu (@sanity/document-internationalization,
 * sanity.config.ts) sets it; unset on content written before the site had languages, which
 * is English.
 */
export const LANGUAGE_FIELD = "language";

export const languageField = defineField({
  name: LANGUAGE_FIELD,
  title: "Language",
  type: "string",
  readOnly: true,
  hidden: true,
});

/** Whether a document in `language` is a translation: in a language other than the default. */
export const isTranslationLanguage = (language: unknown): boolean =>
  typeof language === "string" && language !== DEFAULT_LOCALE.code;

/**
 * GROQ for the reference to the document in `language` of the translation set that names the
 * document whose id `documentId` gives (an expression: `$id`, `^._id`; a draft's counts as its
 * published id's). Null for a document in no set, or whose set has none in that language.
 */
export const translationOf = (documentId: string, language: string) =>
  `*[_type == "translation.metadata" && references(string::split(${documentId}, "drafts.")[-1])][0].translations[language == "${language}"][0].value`;

/**
 * GROQ for the original of the document whose id `documentId` gives, as published: the
 * default language's document of its translation set (translationOf). Null for a document in
 * no set, or whose set has no published original; an original's is itself.
 */
export const originalOf = (documentId: string) => `${translationOf(documentId, DEFAULT_LOCALE.code)}->`;

/** The published original of the document `$id` (originalOf), or null. */
export const ORIGINAL_QUERY = originalOf("$id");
