import type { en } from "./en.ts";
import { LOCALES, type LocaleSettings } from "./locales.ts";

/** What every language's dictionary holds: the English one's keys, each a text of its own. */
export type Dictionary = typeof en;

/**
 * A page's language: the locale Astro names for its URL (`Astro.currentLocale`), or the
 * default (the first of LOCALES) where it names none or one the site does not speak.
 */
export function localeOf(code: string | undefined): LocaleSettings {
  return LOCALES.find((locale) => locale.code === code) ?? LOCALES[0];
}

/** The words of a page's language (see localeOf). */
export function wordsFor(code: string | undefined): Dictionary {
  return localeOf(code).words;
}
