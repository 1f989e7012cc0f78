/**
 * A dictionary's text with its `{placeholders}` filled: `format("{n} Images", { n: 3 })`.
 * A placeholder without a value stays as written, so a slip shows on the page rather than
 * vanishing. Pure and tiny: islands use it on the words they receive.
 */
export function format(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replaceAll(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}

/**
 * What a visitor reads for a value documents store (a category): its label in the page's
 * language, or the value itself where the dictionary has none (an editor's own category).
 */
export function labelFor(labels: Readonly<Record<string, string>>, value: string): string {
  return Object.hasOwn(labels, value) ? (labels[value] ?? value) : value;
}
