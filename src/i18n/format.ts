/** The digits English writes: a dictionary's `numerals`, zero to nine. */
export const LATIN_NUMERALS = "0123456789";
/** The digits Arabic writes (Eastern Arabic numerals), zero to nine. */
export const ARABIC_NUMERALS = "٠١٢٣٤٥٦٧٨٩";

/** Every ASCII digit of a text in a language's numerals (its dictionary's `numerals`). */
export function localDigits(text: string, numerals: string): string {
  return numerals === LATIN_NUMERALS
    ? text
    : text.replaceAll(/[0-9]/g, (digit) => numerals[Number(digit)] ?? digit);
}

/** How a language separates thousands and decimals: a dictionary's `separators`. */
export interface NumberSeparators {
  readonly group: string;
  readonly decimal: string;
}

export const LATIN_SEPARATORS: NumberSeparators = { group: ",", decimal: "." };

/**
 * A number as a language writes it, grouped in thousands, to at most two decimals:
 * `formatNumber(12500.5)` is "12,500.5", in Arabic's numerals and separators "١٢٬٥٠٠٫٥".
 * With `decimals`, always that many: a rate of 0.2 reads "0.20".
 */
export function formatNumber(
  value: number,
  numerals = LATIN_NUMERALS,
  separators: NumberSeparators = LATIN_SEPARATORS,
  decimals?: number,
): string {
  const latin = new Intl.NumberFormat("en-US", {
    minimumFractionDigits: decimals ?? 0,
    maximumFractionDigits: decimals ?? 2,
  }).format(value);
  return localDigits(
    latin.replaceAll(/[,.]/g, (mark) => (mark === "," ? separators.group : separators.decimal)),
    numerals,
  );
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
