/**
 * A page's links to itself in the other languages: the language switch, the `hreflang`
 * alternates and Open Graph's alternate locales, naming only the languages it is built in
 * (its twins). In a language that lacks it (a project written only in Arabic has no English
 * page), the switch leads to the nearest page that language has, and says which.
 */
import type { Dictionary } from "./dictionary.ts";
import { DEFAULT_LOCALE, LOCALES, type LocaleSettings } from "./locales.ts";
import { localePath } from "./paths.ts";

/**
 * What a route says of a page in the other languages (route-table.ts): the languages it is
 * built in, and for any other, the nearest page that is.
 */
export interface Twins {
  /** The codes of the languages the page is built in, its own among them. */
  readonly languages: readonly string[];
  readonly nearest: NearestPage;
}

/**
 * A page every language has, for a page one lacks: its path as the default language writes
 * it, and what it is, which the switch names (the dictionaries' `languageSwitch.nearest`).
 */
export interface NearestPage {
  readonly path: string;
  readonly kind: NearestPageKind;
}

export type NearestPageKind = keyof Dictionary["languageSwitch"]["nearest"];

/** The page in another language: its address, and the language's code and name in itself. */
export interface LanguageLink {
  readonly href: string;
  readonly lang: string;
  readonly name: string;
}

export interface LanguageLinks {
  /**
   * One per language the page is built in, and `x-default` (the default language's) where
   * that is one of them; none for a page built in one language only.
   */
  readonly alternates: readonly { readonly hreflang: string; readonly path: string }[];
  /** One per other language: the same page where it is built, else the nearest one, named so. */
  readonly switches: readonly LanguageLink[];
  /** The other languages the page is built in. */
  readonly otherLocales: readonly LocaleSettings[];
}

/** The page every language has: where a switch leads unless a route names a nearer one. */
export const HOME_PAGE: NearestPage = { path: "/", kind: "home" };

/** Every language has every page unless a route says otherwise. */
const EVERYWHERE: Twins = { languages: LOCALES.map((locale) => locale.code), nearest: HOME_PAGE };

/**
 * `path` is the page's path as the default language writes it; `switchPath`, where its switch
 * leads where the page is built (the same page unless said: the 404 page's leads home).
 */
export function languageLinks(
  locale: LocaleSettings,
  path: string,
  {
    twins = EVERYWHERE,
    switchPath = path,
  }: { twins?: Twins | undefined; switchPath?: string | undefined } = {},
): LanguageLinks {
  const built = LOCALES.filter((each) => twins.languages.includes(each.code));
  const alternates =
    built.length < 2
      ? []
      : [
          ...built.map((each) => ({ hreflang: each.code, path: localePath(each, path) })),
          ...(built.includes(DEFAULT_LOCALE)
            ? [{ hreflang: "x-default", path: localePath(DEFAULT_LOCALE, path) }]
            : []),
        ];
  const switches = LOCALES.filter((other) => other !== locale).map((other) =>
    built.includes(other)
      ? { href: localePath(other, switchPath), lang: other.code, name: other.name }
      : {
          href: localePath(other, twins.nearest.path),
          lang: other.code,
          name: other.words.languageSwitch.nearest[twins.nearest.kind],
        },
  );
  return { alternates, switches, otherLocales: built.filter((each) => each !== locale) };
}
