/**
 * The search dialog's words in a page's language (./search/), fetched with the dialog's code:
 * one small module per language, so a page carries none of them until a visitor reaches for
 * search, and never another language's.
 */
import type { SearchWords } from "./search/en.ts";

const LANGUAGES = import.meta.glob<{ searchWords: SearchWords }>("./search/*.ts");

export async function loadSearchWords(code: string): Promise<SearchWords> {
  const load = LANGUAGES[`./search/${code}.ts`] ?? LANGUAGES["./search/en.ts"];
  if (load === undefined) throw new Error("src/i18n/search/en.ts is missing");
  return (await load()).searchWords;
}
