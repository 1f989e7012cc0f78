/**
 * A field the languages share (src/lib/content/original-values.ts), as the Studio
 * shows it: typed on the original, the default language's document; on a translation of one
 * it shows the original's published value, read-only, with a link to it
 * (studio/original-value-input.tsx). The content type names its shared fields
 * (`sharedFields`: a field, or `list[].field`, a field of each item of a list, shared with the
 * original's item of the same `_key`); nothing here names one.
 * - The translation menu does not copy it into a new translation.
 * - Its rules apply where it is typed. On a translation one warning stands for them: an own
 *   copy from before the fields were shared that says otherwise (the migration
 *   `clear-shared-copies` clears those that agree).
 */
import type { CustomValidator, DocumentDefinition, FieldDefinition, Rule } from "sanity";
import { DEFAULT_LOCALE } from "../../src/i18n/locales.ts";
import { pathString, sharedValueProblem, type PathStep } from "../../src/lib/content/original-values.ts";
import { STUDIO_API_VERSION } from "../sanity-project.ts";
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

/** On a translation, a warning where its own copy says something else than its original's. */
const copyRule = (rule: Rule, words: (value: unknown) => string) =>
  rule
    .custom(async (value: unknown, context) => {
      const { document, path } = context;
      if (!isTranslation(document) || value === undefined || document === undefined || path === undefined) {
        return true;
      }
      const original = await context
        .getClient({ apiVersion: STUDIO_API_VERSION })
        .fetch<Record<string, unknown> | null>(ORIGINAL_QUERY, { id: document._id });
      // A document written only in its language has no original: its own value is its page's.
      if (original === null) return true;
      const steps = path as PathStep[];
      return (
        sharedValueProblem({ path: pathString(steps), steps, value }, original, ORIGINAL_NAME, words) ?? true
      );
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
      copyRule(rule, inEditorsWords(field)),
    ],
  } as FieldDefinition;
}

interface WithFields {
  readonly name?: string;
  readonly fields?: readonly FieldDefinition[];
  readonly of?: readonly WithFields[];
}

/**
 * `fields` with `name` made a shared one: a field (`status`), or a field of the object items
 * of a list (`homeStatistics[].value`). Undefined where there is no such field.
 */
function sharing(fields: readonly FieldDefinition[], name: string): FieldDefinition[] | undefined {
  const [list, field] = name.split("[].");
  const index = fields.findIndex((candidate) => candidate.name === list);
  const found = fields[index];
  if (found === undefined) return undefined;
  let shared: FieldDefinition | undefined;
  if (field === undefined) {
    shared = sharedField(found);
  } else {
    const members = (found as WithFields).of ?? [];
    const of = members.map((member) => {
      const inner = member.fields === undefined ? undefined : sharing(member.fields, field);
      return inner === undefined ? member : { ...member, fields: inner };
    });
    if (of.every((member, at) => member === members[at])) return undefined;
    shared = { ...found, of } as FieldDefinition;
  }
  return fields.map((candidate, at) => (at === index ? shared : candidate));
}

/** A document type with `names` as shared fields; each must be one of its fields, or of its lists' items. */
export function typedOnOriginal<T extends DocumentDefinition>(type: T, names: readonly string[]): T {
  let fields: readonly FieldDefinition[] = type.fields;
  const missing: string[] = [];
  for (const name of names) {
    const shared = sharing(fields, name);
    if (shared === undefined) missing.push(name);
    else fields = shared;
  }
  if (missing.length > 0) throw new Error(`${type.name} has no field ${missing.join(", ")} to share.`);
  return { ...type, fields };
}

/**
 * What the input at `path` is among `names`, a type's shared fields: a shared value's
 * ("value": `status`, `homeStatistics[_key=="k"].value`), a list whose items share a field
 * ("list": `homeStatistics`), or neither.
 */
export function sharedPlaceOf(
  path: readonly unknown[],
  names: readonly string[],
): "value" | "list" | undefined {
  const [field, key, inner, ...deeper] = path;
  if (typeof field !== "string" || deeper.length > 0) return undefined;
  const keyed = typeof key === "object" && key !== null && "_key" in key;
  if (key === undefined) {
    if (names.includes(field)) return "value";
    return names.some((name) => name.startsWith(`${field}[].`)) ? "list" : undefined;
  }
  return keyed && typeof inner === "string" && names.includes(`${field}[].${inner}`) ? "value" : undefined;
}
