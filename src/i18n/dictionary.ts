import type { Dictionary } from "./en.ts";
import { LOCALES, type Locale } from "./locales.ts";

export type { Dictionary };

/**
 * A page's language: the locale Astro names for its URL (`Astro.currentLocale`), or the
 * default (the first of LOCALES) where it names none or one the site does not speak.
 */
export function localeOf(code: string | undefined): Locale {
  return LOCALES.find((locale) => locale.code === code) ?? LOCALES[0];
}

/** The words of a page's language (see localeOf). */
export function wordsFor(code: string | undefined): Dictionary {
  return localeOf(code).words;
}
