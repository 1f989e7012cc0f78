/**
 * Facts the languages share (a project's status, years and area; a position's dates): typed
 * once, on the original (the default language's document), and read from it on every
 * language's pages. A content type names its own (`sharedFields`, content-type.ts); the site
 * reads them from the original (translations.ts `inLanguage`), the Studio shows them
 * read-only on a translation (studio/schema-types/typed-on-original.ts), and the
 * migration `clear-shared-copies` clears the copies translations held before. Pure and
 * small: the 404 page runs it in the browser.
 */

/** Two values of a fact (numbers, statuses, days) that say the same. */
const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const given = (value: unknown) => value !== undefined && value !== null;

/**
 * A translation with the original's value of each shared field. Where the original has none, a
 * translation's own copy stays (a dataset from before the facts were shared), so no page loses
 * a fact a build showed; sharedCopyProblem says so.
 */
export function withOriginalValues<T extends object>(
  translation: T,
  original: T,
  fields: readonly string[],
): T {
  const shared = fields.filter((field) => given((original as Record<string, unknown>)[field]));
  return shared.length === 0
    ? translation
    : {
        ...translation,
        ...Object.fromEntries(shared.map((field) => [field, (original as Record<string, unknown>)[field]])),
      };
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
