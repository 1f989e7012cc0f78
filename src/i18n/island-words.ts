/**
 * The words each React island shows, picked from a page's dictionary, for the islands that
 * more than one page or component renders, with the page's reading direction and numerals.
 * Islands receive their words as props and never import a dictionary, so no page's JavaScript
 * carries another language's words.
 */
import { localeOf } from "./dictionary.ts";

export const itemViewerWords = (code: string | undefined) => {
  const { words: t, dir } = localeOf(code);
  const { imageMissing, previous, next } = t.site;
  return { ...t.itemViewer, imageMissing, previous, next, numerals: t.numerals, dir };
};
export type ItemViewerWords = ReturnType<typeof itemViewerWords>;

/** A project's page body (ProjectArticle.tsx) and its gallery, built or mounted late. */
export const projectWords = (code: string | undefined) => {
  const { words: t, dir } = localeOf(code);
  return {
    ...t.project,
    categories: t.projects.categories,
    imageMissing: t.site.imageMissing,
    numerals: t.numerals,
    separators: t.separators,
    dir,
  };
};
export type ProjectWords = ReturnType<typeof projectWords>;
