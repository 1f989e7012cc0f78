/**
 * The site's paths in each language, by Astro's i18n routing (astro.config.mjs): a page of the
 * default language at the specification's own path, the same page in another under its code.
 * Every path the site writes is made in the default language's form and put in a language here.
 */
import { getRelativeLocaleUrl } from "astro:i18n";
import { LOCALES, type LocaleSettings } from "./locales.ts";
import { rootedPath, unrootedPath } from "./root-path.ts";

/**
 * What a language's paths begin with: "" for the default language, "/ar" for Arabic. Islands
 * and page scripts, which never import Astro's helpers, receive it to make their paths.
 */
export function localeRoot(locale: LocaleSettings): string {
  return getRelativeLocaleUrl(locale.code, "/").replace(/\/$/, "");
}

/** A path in a language: `/careers` is `/ar/careers` in Arabic, `/` is `/ar`. */
export function localePath(locale: LocaleSettings, path: string): string {
  return rootedPath(localeRoot(locale), path);
}

/** The value of the pages' `[...locale]` parameter in a language: none for the default. */
export function localeParam(locale: LocaleSettings): string | undefined {
  return localeRoot(locale).slice(1) || undefined;
}

/** The language a `[...locale]` parameter names, or undefined where it names none. */
export function localeOfParam(param: string | undefined): LocaleSettings | undefined {
  return LOCALES.find((locale) => localeParam(locale) === param);
}

/** The language a path of the site is in, and the path as the default language has it. */
export function splitLocalePath(pathname: string): { locale: LocaleSettings; path: string } {
  const locale =
    LOCALES.find((candidate) => {
      const root = localeRoot(candidate);
      return root !== "" && unrootedPath(root, pathname) !== pathname;
    }) ?? LOCALES[0];
  return { locale, path: unrootedPath(localeRoot(locale), pathname) };
}
