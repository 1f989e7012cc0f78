/**
 * The languages the site speaks, each with its dictionary and reading direction. The first is
 * the default, served at the specification's own routes; every other lives under its code
 * (`/ar/careers`). A language more is its dictionary and a line here: Astro's i18n routing
 * (astro.config.mjs), the pages, the sitemap and the language switch all read this list.
 */
import { ar } from "./ar.ts";
import { en, type Dictionary } from "./en.ts";

export interface LocaleSettings {
  /** The BCP 47 tag: `<html lang>`, `hreflang`, and the path prefix of every locale but the default. */
  readonly code: string;
  readonly dir: "ltr" | "rtl";
  /** The language's name in itself, as the language switch offers it. */
  readonly name: string;
  /** Open Graph's `language_TERRITORY`, for link previews. */
  readonly ogLocale: string;
  readonly words: Dictionary;
}

export const LOCALES = [
  { code: "en", dir: "ltr", name: "English", ogLocale: "en_US", words: en },
  { code: "ar", dir: "rtl", name: "العربية", ogLocale: "ar_SA", words: ar },
] as const satisfies readonly LocaleSettings[];

export type Locale = (typeof LOCALES)[number];
export type LocaleCode = Locale["code"];

export const DEFAULT_LOCALE = LOCALES[0];

/** The languages content can be in, by code, and the one a document without a language is in. */
export const CONTENT_LANGUAGES = {
  spoken: LOCALES.map((locale) => locale.code),
  default: DEFAULT_LOCALE.code,
} as const;

/**
 * What a language's paths begin with, as astro.config.mjs routes them: "" for the default
 * language, `/{code}` for every other. For code outside the site (the Studio, the tooling, the
 * tests); the site's own pages ask Astro's helper (paths.ts).
 */
export function pathRoot(locale: LocaleSettings): string {
  return locale.code === DEFAULT_LOCALE.code ? "" : `/${locale.code}`;
}
