/**
 * Which documents a language's pages show. Content is translated a document per language in
 * the Studio (@sanity/document-internationalization): each document has a `language`, and a
 * `translation.metadata` document joins a document and its translations. Pure: the loader
 * (loaders.ts) gives it a type's documents and the metadata, once per language.
 */
import { quoteForLog } from "#src/lib/log-quote.ts";
import { sharedValueProblem, sharedValues, withOriginalValues } from "./original-values.ts";

/** A document as far as its language goes. */
export interface Translatable {
  readonly _id: string;
  /** Unset on content written before the site had languages: that is the default language's. */
  readonly language?: string | undefined;
}

/**
 * One set of translations as the site relies on it: at most one document per language, each
 * published, of one type, in a language the site speaks, and in no other set (translationSets).
 */
export type TranslationSet = readonly { readonly language: string; readonly id: string }[];

/** One entry of a `translation.metadata` document, with what the document it names is. */
export interface TranslationEntry {
  /** The language the set files the document under. */
  readonly language: string;
  readonly id: string;
  /** The named document's `_type`; undefined where no such document is published. */
  readonly type?: string | undefined;
  /** The named document's own language; undefined where it has none (the default language). */
  readonly documentLanguage?: string | undefined;
}

/** A `translation.metadata` document: a document and its translations, as editors left them. */
export interface TranslationMetadata {
  readonly _id: string;
  readonly translations: readonly TranslationEntry[];
}

/** The languages the site speaks, and the one a document without a language is in. */
export interface Languages {
  readonly spoken: readonly string[];
  readonly default: string;
}

/**
 * Something in the translations that the site works around, for the content team to mend: in
 * a `translation.metadata` document (`translations`) or in a document (`language`). The
 * build logs it, `npm run content:validate` lists it as a warning.
 */
export interface TranslationProblem {
  readonly id: string;
  /**
   * The metadata's `translations`, a document's `language`, or a field the document shares
   * with its original (original-values.ts).
   */
  readonly field: string;
  readonly message: string;
}

/** A language or type name as a log line shows it: as it is when it is a plain name, else quoted. */
const nameForLog = (name: string) => (/^[\w.-]{1,40}$/.test(name) ? name : quoteForLog(name));

/**
 * The sets of translations the site can rely on, from the metadata as the Studio and editors
 * left it; never a reason to drop or double a page. Each set keeps, with a problem reported:
 * - only documents that are published (a deleted one, or a translation still in draft, is
 *   left out);
 * - only documents of its original's type (the default language's document, else the first
 *   listed); one of another type is left out, and stands on its own;
 * - one document per language: the first listed, which the plugin's Translations menu linked
 *   first; it stays the translation whatever later edits either gets, where "the newest"
 *   would flip between builds. The other stands on its own, as a document of its language;
 * - documents in no earlier set (sets taken in order of their ids, so the choice is stable).
 * A document in a language the site does not speak is left out quietly: unspokenLanguages
 * reports the document itself.
 */
export function translationSets(
  metadata: readonly TranslationMetadata[],
  languages: Languages,
  report: (problem: TranslationProblem) => void,
): TranslationSet[] {
  const claimedBy = new Map<string, string>();
  const ordered = metadata.toSorted((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
  return ordered.map(({ _id, translations }) => {
    const problem = (message: string) => report({ id: _id, field: "translations", message });
    const published = translations.flatMap((entry) => {
      if (entry.type === undefined) {
        problem(
          `names ${quoteForLog(entry.id)} (${nameForLog(entry.language)}), which is not published (deleted, or still a draft); left out of the set.`,
        );
        return [];
      }
      const language = entry.documentLanguage ?? languages.default;
      return languages.spoken.includes(language) ? [{ id: entry.id, type: entry.type, language }] : [];
    });
    const original = published.find((entry) => entry.language === languages.default) ?? published[0];
    const set: { language: string; id: string }[] = [];
    for (const entry of published) {
      const owner = claimedBy.get(entry.id);
      const kept = set.find((other) => other.language === entry.language);
      if (original !== undefined && entry.type !== original.type) {
        problem(
          `joins ${quoteForLog(original.id)} (${nameForLog(original.type)}) and ${quoteForLog(entry.id)} (${nameForLog(entry.type)}), but a translation is of its original's type: ${quoteForLog(entry.id)} is left out of the set, and shown on its own.`,
        );
      } else if (owner !== undefined) {
        problem(
          `names ${quoteForLog(entry.id)}, which the earlier set ${quoteForLog(owner)} holds: it stays there, and is left out of this one.`,
        );
      } else if (kept !== undefined) {
        problem(
          `names two ${entry.language} documents, ${quoteForLog(kept.id)} and ${quoteForLog(entry.id)}: the site shows ${quoteForLog(kept.id)} as the translation, the first listed (linked first), and ${quoteForLog(entry.id)} on its own.`,
        );
      } else {
        set.push({ language: entry.language, id: entry.id });
      }
    }
    for (const entry of set) claimedBy.set(entry.id, _id);
    return set;
  });
}

/** Reports each document in a language the site does not speak: no page shows it. */
export function unspokenLanguages(
  documents: readonly Translatable[],
  languages: Languages,
  report: (problem: TranslationProblem) => void,
): void {
  for (const { _id, language } of documents) {
    if (language !== undefined && !languages.spoken.includes(language)) {
      report({
        id: _id,
        field: "language",
        message: `${quoteForLog(language)} is not a language the site speaks (${languages.spoken.join(", ")}): no page shows this document.`,
      });
    }
  }
}

/** A translation problem as a build log line. */
export const translationWarning = ({ id, field, message }: TranslationProblem) =>
  `[translations] ${quoteForLog(id)} ${field}: ${message}`;

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
 * A translation shows its original's `sharedFields` (original-values.ts); `report` names each
 * translation whose own copy of one says otherwise.
 */
export function inLanguage<T extends Translatable>(
  documents: readonly T[],
  sets: readonly TranslationSet[],
  language: string,
  defaultLanguage: string,
  {
    sharedFields = [],
    report = () => undefined,
  }: {
    readonly sharedFields?: readonly string[] | undefined;
    readonly report?: (problem: TranslationProblem) => void;
  } = {},
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
      if (translation === undefined) return { ...original, lang: defaultLanguage };
      for (const copy of sharedValues(translation, sharedFields)) {
        const message = sharedValueProblem(
          copy,
          original,
          `its original ${quoteForLog(original._id)} (${nameForLog(defaultLanguage)})`,
        );
        if (message !== undefined) report({ id: translation._id, field: copy.path, message });
      }
      return { ...withOriginalValues(translation, original, sharedFields), _id: original._id };
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
