/**
 * The words each React island shows, picked from a page's dictionary, for the islands that
 * more than one page or component renders. Islands receive their words as props and never
 * import a dictionary, so no page's JavaScript carries another language's words.
 */
import { wordsFor } from "./dictionary.ts";

export const itemViewerWords = (locale: string | undefined) => {
  const t = wordsFor(locale);
  const { imageMissing, previous, next } = t.site;
  return { ...t.itemViewer, imageMissing, previous, next };
};
export type ItemViewerWords = ReturnType<typeof itemViewerWords>;

/** A project's page body (ProjectArticle.tsx) and its gallery, built or mounted late. */
export const projectWords = (locale: string | undefined) => {
  const t = wordsFor(locale);
  return { ...t.project, categories: t.projects.categories, imageMissing: t.site.imageMissing };
};
export type ProjectWords = ReturnType<typeof projectWords>;
