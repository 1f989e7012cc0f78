/**
 * The languages the site speaks, each with its dictionary and reading direction. The first is
 * the default, served at the specification's own routes. A language more is its dictionary and
 * a line here.
 */
import { en, type Dictionary } from "./en.ts";

export interface LocaleSettings {
  /** The BCP 47 tag: `<html lang>`, and the path prefix of every locale but the default. */
  readonly code: string;
  readonly dir: "ltr" | "rtl";
  readonly words: Dictionary;
}

export const LOCALES = [{ code: "en", dir: "ltr", words: en }] as const satisfies readonly LocaleSettings[];
