/**
 * A field the languages share (src/lib/content/original-values.ts), as the Studio
 * shows it: typed on the original, the default language's document; on a translation of one
 * it shows the original's published value, read-only, with a link to it
 * (studio/original-value-input.tsx). The content type names its shared fields
 * (`sharedFields`); nothing here names one.
 * - The translation menu does not copy it into a new translation.
 * - Its rules apply where it is typed. On a translation one warning stands for them: an own
 *   copy from before the fields were shared that says otherwise (the migration
 *   `clear-shared-copies` clears those that agree).
 */
import type { CustomValidator, DocumentDefinition, FieldDefinition, Rule } from "sanity";
import { DEFAULT_LOCALE } from "../../src/i18n/locales.ts";
import { sharedCopyProblem } from "../../src/lib/content/original-values.ts";
import { STUDIO_API_VERSION } from "../project.ts";
import { isTranslationLanguage, LANGUAGE_FIELD, ORIGINAL_QUERY } from "./document-language.ts";
import { languageName } from "./list-preview.ts";

/** How a warning names the original. */
const ORIGINAL_NAME = `the ${languageName(DEFAULT_LOCALE.code)} version`;

/** The help each shared field adds under its own: true of an original, a translation, and a document written in another language first. */
export const SHARED_FIELD_HELP = `The same in every language: typed on the ${languageName(DEFAULT_LOCALE.code)} version, which its translations show. A document written in another language first keeps its own until its ${languageName(DEFAULT_LOCALE.code)} version is added, which takes it over.`;

const isTranslation = (document: { readonly [key: string]: unknown } | undefined) =>
  isTranslationLanguage(document?.[LANGUAGE_FIELD]);

/**
 * A rule builder whose custom rules hold on the original only. A shared field's rules are
 * custom ones; `.required()` and its like would still apply on a translation, where the field
 * is empty by design.
 */
function onOriginal(rule: Rule): Rule {
  return new Proxy(rule, {
    get(target, key, receiver) {
      if (key !== "custom") return Reflect.get(target, key, receiver);
      return (check: CustomValidator) =>
        target.custom((value, context) => (isTranslation(context.document) ? true : check(value, context)));
    },
  });
}

/** A value as the editor chose it: an option's title ("Under construction"), else as typed. */
function inEditorsWords(field: FieldDefinition): (value: unknown) => string {
  const list = (field as { options?: { list?: unknown } }).options?.list;
  const titles = new Map(
    (Array.isArray(list) ? list : []).flatMap((option: unknown) =>
      typeof option === "object" && option !== null && "value" in option && "title" in option
        ? [[(option as { value: unknown }).value, String((option as { title: unknown }).title)]]
        : [],
    ),
  );
  return (value) => JSON.stringify(titles.get(value) ?? value);
}

/** On a translation, a warning where its own copy says something else than its original. */
const copyRule = (rule: Rule, field: string, words: (value: unknown) => string) =>
  rule
    .custom(async (value: unknown, context) => {
      const { document } = context;
      if (!isTranslation(document) || value === undefined || document === undefined) return true;
      const original = await context
        .getClient({ apiVersion: STUDIO_API_VERSION })
        .fetch<Record<string, unknown> | null>(ORIGINAL_QUERY, { id: document._id });
      // A document written only in its language has no original: its own value is its page's.
      if (original === null) return true;
      return sharedCopyProblem(value, original[field], ORIGINAL_NAME, words) ?? true;
    })
    .warning();

/** A field as a shared one. */
function sharedField(field: FieldDefinition): FieldDefinition {
  const { validation, options } = field as { validation?: unknown; options?: object };
  if (validation !== undefined && typeof validation !== "function") {
    throw new Error(`The shared field ${field.name}'s rules must be a function of the rule.`);
  }
  const own = validation as ((rule: Rule) => Rule | Rule[]) | undefined;
  return {
    ...field,
    description: [field.description, SHARED_FIELD_HELP].filter(Boolean).join(" "),
    options: { ...options, documentInternationalization: { exclude: true } },
    // The type's own check (a day is a day) stays an error, as it is on any field: the copy
    // rule is a warning, and a rule's level is all its checks'.
    validation: (rule: Rule) => [
      ...(own === undefined ? [rule] : [own(onOriginal(rule))].flat()),
      copyRule(rule, field.name, inEditorsWords(field)),
    ],
  } as FieldDefinition;
}

/** A document type with `names` as shared fields; each must be one of its fields. */
export function typedOnOriginal<T extends DocumentDefinition>(type: T, names: readonly string[]): T {
  const missing = names.filter((name) => !type.fields.some((field) => field.name === name));
  if (missing.length > 0) throw new Error(`${type.name} has no field ${missing.join(", ")} to share.`);
  return {
    ...type,
    fields: type.fields.map((field) => (names.includes(field.name) ? sharedField(field) : field)),
  };
}
