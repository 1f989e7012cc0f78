/**
 * Which documents a language's pages show. Content is translated a document per language in
 * the Studio (@sanity/document-internationalization): each document has a `language`, and a
 * `translation.metadata` document joins a document and its translations. Pure: the loader
 * (loaders.ts) gives it a type's documents and the metadata, once per language.
 */

/** A document as far as its language goes. */
export interface Translatable {
  readonly _id: string;
  /** Unset on content written before the site had languages: that is the default language's. */
  readonly language?: string | undefined;
}

/** One `translation.metadata` document: the ids of a document and its translations, by language. */
export type TranslationSet = readonly { readonly language: string; readonly id: string }[];

/**
 * A document as a language's pages show it: `lang` names the language its text is in where
 * that is not the pages' (an untranslated document), so the page can mark it; else it is unset.
 */
export type InLanguage<T> = T & { readonly lang?: string };

/**
 * The documents of `language` for its pages, each under its default-language document's
 * `_id`, so the page's address mirrors the default language's (`/ar/ourProjects/{English
 * _id}`): for each document of the default language, its translation into `language` where it
 * has one, else itself (with its `lang`: the page marks its text as that language); then
 * the documents written only in `language`, under their own `_id`. In the default language,
 * its own documents. A document in a language the site does not speak is in neither.
 */
export function inLanguage<T extends Translatable>(
  documents: readonly T[],
  sets: readonly TranslationSet[],
  language: string,
  defaultLanguage: string,
): InLanguage<T>[] {
  const languageOf = (document: T) => document.language ?? defaultLanguage;
  const originals = documents.filter((document) => languageOf(document) === defaultLanguage);
  if (language === defaultLanguage) return originals;

  const byId = new Map(documents.map((document) => [document._id, document]));
  const translated = new Map<string, T>();
  for (const set of sets) {
    const original = set.find((entry) => entry.language === defaultLanguage && byId.has(entry.id));
    const translation = set
      .map((entry) => byId.get(entry.id))
      .find((document) => document !== undefined && languageOf(document) === language);
    if (original !== undefined && translation !== undefined) translated.set(original.id, translation);
  }
  const used = new Set([...translated.values()].map((document) => document._id));
  return [
    ...originals.map((original) => {
      const translation = translated.get(original._id);
      return translation === undefined
        ? { ...original, lang: defaultLanguage }
        : { ...translation, _id: original._id };
    }),
    ...documents.filter((document) => languageOf(document) === language && !used.has(document._id)),
  ];
}

/** A document's `lang` for the props made from it: present only where it is set, so a page's own language adds nothing to its props. */
export const textLanguage = ({ lang }: { readonly lang?: string | undefined }): { lang?: string } =>
  lang === undefined ? {} : { lang };

/**
 * The attributes that set apart a text written in another language than its page (an
 * untranslated document's title on an Arabic page): its language, so it is read and spoken
 * as that language, and the direction its own letters give. None for the page's own language.
 */
export const foreignText = (lang: string | undefined): { lang?: string; dir?: "auto" } =>
  lang === undefined ? {} : { lang, dir: "auto" };
