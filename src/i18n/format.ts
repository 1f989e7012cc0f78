/** The digits English writes: a dictionary's `numerals`, zero to nine. */
export const LATIN_NUMERALS = "0123456789";

/** Every ASCII digit of a text in a language's numerals (its dictionary's `numerals`). */
export function localDigits(text: string, numerals: string): string {
  return numerals === LATIN_NUMERALS
    ? text
    : text.replaceAll(/[0-9]/g, (digit) => numerals[Number(digit)] ?? digit);
}

/**
 * A dictionary's text with its `{placeholders}` filled: `format("{n} Images", { n: 3 })`.
 * A number is written in `numerals` (the page's dictionary's), a text as it is. A placeholder
 * without a value stays as written, so a slip shows on the page rather than vanishing. Pure
 * and tiny: islands use it on the words they receive.
 */
export function format(
  template: string,
  values: Readonly<Record<string, string | number>>,
  numerals = LATIN_NUMERALS,
): string {
  return template.replaceAll(/\{(\w+)\}/g, (placeholder, name: string) => {
    if (!Object.hasOwn(values, name)) return placeholder;
    const value = values[name];
    return typeof value === "number" ? localDigits(String(value), numerals) : String(value);
  });
}

/**
 * What a visitor reads for a value documents store (a category): its label in the page's
 * language, or the value itself where the dictionary has none (an editor's own category).
 */
export function labelFor(labels: Readonly<Record<string, string>>, value: string): string {
  return Object.hasOwn(labels, value) ? (labels[value] ?? value) : value;
}
