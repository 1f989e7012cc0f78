/**
 * Facts the languages share (a project's status, years and area; a position's dates; the
 * settings' statistics' numbers): typed once, on the original (the default language's document), and read from it on every
 * language's pages. A content type names its own (`sharedFields`, content-type.ts); the site
 * reads them from the original (translations.ts `inLanguage`), the Studio shows them
 * read-only on a translation (studio/schema-types/typed-on-original.ts), and the
 * migration `clear-shared-copies` clears the copies translations held before. Pure and
 * small: the 404 page runs it in the browser.
 */

/** Two values of a fact (numbers, statuses, days) that say the same. */
const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const given = (value: unknown) => value !== undefined && value !== null;

/** A step of a path into a document: a field's name, or a list's item by its `_key`. */
export type PathStep = string | { readonly _key: string };

/** A shared value a document holds, and where. */
export interface SharedValue {
  /** Its place, as Sanity writes a path: `status`, `homeStatistics[_key=="home-1"].value`. */
  readonly path: string;
  readonly steps: readonly PathStep[];
  readonly value: unknown;
}

/**
 * A shared field names a field of the document (`status`) or a field of each item of one of
 * its lists (`homeStatistics[].value`): an item's is shared with the original's item of the
 * same `_key`, the one the Translations menu copied it from.
 */
const ITEM_FIELD = /^(?<list>[^.[\]]+)\[\]\.(?<field>[^.[\]]+)$/;

const fieldsOf = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;

const itemsOf = (document: object, list: string): Record<string, unknown>[] => {
  const items = (document as Record<string, unknown>)[list];
  return (Array.isArray(items) ? (items as unknown[]) : []).flatMap((item) => {
    const fields = fieldsOf(item);
    return fields === undefined ? [] : [fields];
  });
};

/** A path's steps as Sanity writes them. */
export const pathString = (steps: readonly PathStep[]): string =>
  steps
    .map((step, index) =>
      typeof step === "string" ? `${index === 0 ? "" : "."}${step}` : `[_key==${JSON.stringify(step._key)}]`,
    )
    .join("");

/** Each value of `fields` that `document` holds (not null), where it holds it. */
export function sharedValues(document: object, fields: readonly string[]): SharedValue[] {
  const at = (steps: PathStep[], value: unknown): SharedValue[] =>
    given(value) ? [{ path: pathString(steps), steps, value }] : [];
  return fields.flatMap((name) => {
    const item = ITEM_FIELD.exec(name)?.groups;
    if (item?.["list"] === undefined || item["field"] === undefined) {
      return at([name], (document as Record<string, unknown>)[name]);
    }
    const { list, field } = item as { list: string; field: string };
    return itemsOf(document, list).flatMap(({ _key, [field]: value }) =>
      typeof _key === "string" ? at([list, { _key }, field], value) : [],
    );
  });
}

/** The value at `steps` in `document`, a list's item found by its `_key`; undefined where there is none. */
export function valueAt(document: unknown, steps: readonly PathStep[]): unknown {
  let value = document;
  for (const step of steps) {
    value =
      typeof step === "string"
        ? fieldsOf(value)?.[step]
        : (Array.isArray(value) ? value : []).find((item) => fieldsOf(item)?.["_key"] === step._key);
    if (value === undefined) return undefined;
  }
  return value;
}

/** `document` with `value` at `steps` (undefined removes it), where the place exists: a list's item is never added. */
export function withValueAt<T>(document: T, steps: readonly PathStep[], value: unknown): T {
  const [step, ...rest] = steps;
  if (step === undefined) return value as T;
  if (typeof step !== "string") {
    if (!Array.isArray(document)) return document;
    return document.map((item: unknown) =>
      fieldsOf(item)?.["_key"] === step._key ? withValueAt(item, rest, value) : item,
    ) as T;
  }
  const fields = fieldsOf(document);
  if (fields === undefined) return document;
  const { [step]: current, ...others } = fields;
  const next = rest.length === 0 ? value : withValueAt(current, rest, value);
  return (next === undefined ? others : { ...others, [step]: next }) as T;
}

/** `document` without its copies of `fields` (a translation as the Studio leaves it). */
export const withoutSharedValues = <T extends object>(document: T, fields: readonly string[]): T =>
  sharedValues(document, fields).reduce(
    (without, { steps }) => withValueAt(without, steps, undefined),
    document,
  );

/**
 * A translation with the original's value of each shared field (of each of its list items the
 * original has too). Where the original has none, a translation's own copy stays (a dataset
 * from before the facts were shared, a figure only this language shows), so no page loses a
 * fact a build showed; sharedCopyProblem says so.
 */
export function withOriginalValues<T extends object>(
  translation: T,
  original: T,
  fields: readonly string[],
): T {
  return sharedValues(original, fields).reduce(
    (shown, { steps, value }) => withValueAt(shown, steps, value),
    translation,
  );
}

/**
 * What is wrong with a translation's own copy of a shared field, or undefined where it has none
 * or it agrees with the original's: every page shows the original's value, and this copy only
 * where the original has none. `original` names the original for the reader ("the English
 * version", or its id in a build log).
 */
export function sharedCopyProblem(
  copy: unknown,
  originalValue: unknown,
  original: string,
  words: (value: unknown) => string = (value) => JSON.stringify(value),
): string | undefined {
  if (!given(copy) || sameValue(copy, originalValue)) return undefined;
  const says = words(copy);
  return given(originalValue)
    ? `This translation's own copy says ${says}, but ${original} says ${words(originalValue)}: a fact the languages share is typed once, on the original, and every language's page shows ${words(originalValue)}.`
    : `Only this translation says ${says}; ${original} says nothing, so only this translation's page shows it. A fact the languages share is typed once, on the original: type it there.`;
}

/** The button on a translation's list that adds the original's items it lacks (studio/original-value-input.tsx). */
export const ADD_ORIGINAL_ITEMS = "Add missing items";

/**
 * What is wrong with a translation's `copy` of a shared value, given its `original` document
 * (sharedCopyProblem), or undefined. A list's item the original does not have is shown
 * only on this translation's page, with its own value.
 */
export function sharedValueProblem(
  copy: SharedValue,
  original: object,
  originalName: string,
  words: (value: unknown) => string = (value) => JSON.stringify(value),
): string | undefined {
  const item = copy.steps.findIndex((step) => typeof step !== "string");
  if (item !== -1 && valueAt(original, copy.steps.slice(0, item + 1)) === undefined) {
    return `Only this translation has this item, so only its page shows ${words(copy.value)}. An item the languages share is added on ${originalName}, where this value is typed for every language; a translation then takes it with "${ADD_ORIGINAL_ITEMS}".`;
  }
  return sharedCopyProblem(copy.value, valueAt(original, copy.steps), originalName, words);
}
