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
    language: t.language,
    numerals: t.numerals,
    separators: t.separators,
    dir,
  };
};
export type ProjectWords = ReturnType<typeof projectWords>;

/**
 * The gallery's own words: its props are written into every project page, which has few bytes
 * to spare before its first paint (docs/performance.md), so it takes only these.
 */
export const GALLERY_WORD_KEYS = [
  "gallery",
  "images",
  "imageAlt",
  "imageMissing",
  "previousImage",
  "nextImage",
  "numerals",
  "dir",
] as const satisfies readonly (keyof ProjectWords)[];
export type GalleryWords = Pick<ProjectWords, (typeof GALLERY_WORD_KEYS)[number]>;

export const galleryWords = (words: ProjectWords): GalleryWords =>
  Object.fromEntries(GALLERY_WORD_KEYS.map((key) => [key, words[key]])) as GalleryWords;
