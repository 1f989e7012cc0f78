/**
 * Which pages of the site show a document: where the Studio's Presentation tool shows it
 * (its locations) and where "Open preview" takes an editor. Built from the site's own paths
 * and category URLs, so a page that moves moves here too.
 */
import {
  urlSearchParamPreviewPathname,
  urlSearchParamPreviewSecret,
} from "@sanity/preview-url-secret/constants";
import { DRAFT_MODE_ROUTES } from "../src/config/preview.ts";
import {
  ALL_CAREER_CATEGORIES,
  ALL_PROJECTS,
  CAREER_CATEGORIES,
  PROJECT_CATEGORIES,
} from "../src/config/categories.ts";
import { NAV_ITEMS } from "../src/config/navigation.ts";
import { en } from "../src/i18n/en.ts";
import { DEFAULT_LOCALE, LOCALES, pathRoot } from "../src/i18n/locales.ts";
import { rootedPath } from "../src/i18n/root-path.ts";
import { positionPath, searchForCareerCategory } from "../src/lib/listing/career-listing.ts";
import { publishedId } from "../src/lib/content/document-id.ts";
import { projectListPath, projectPath } from "../src/lib/listing/project-path.ts";
import { CONTENT_TYPES } from "../src/lib/content/documents/index.ts";
import { languageName } from "./schema-types/list-preview.ts";

export interface PreviewPage {
  readonly title: string;
  /** Site-relative: the preview site's origin goes in front. */
  readonly href: string;
}

/** What a document's fields say about where it shows. */
export interface ShownDocument {
  /** The published id: a draft's `drafts.` or a release's `versions.{name}.` taken off. */
  readonly id: string;
  readonly title?: string | undefined;
  readonly category?: string | undefined;
  /** The language it is written in; unset is the default language's (English). */
  readonly language?: string | undefined;
  /**
   * Its translation metadata, by language: for a translation, the default-language document
   * whose address its pages share; for a default-language document, which languages have
   * their own, so that it shows on the others' pages in its place.
   */
  readonly translations?: Readonly<Record<string, string>> | undefined;
  /** For a project: a home page project points at it, so the home page shows its fields. */
  readonly onHome?: boolean | undefined;
}

const navKey = (path: string) => NAV_ITEMS.find((item) => item.path === path)?.key;
/** A page's name in the Studio: its menu label on the English site. */
const label = (path: string) => {
  const key = navKey(path);
  return key === undefined ? path : en.nav[key];
};
const page = (path: string, title = label(path)): PreviewPage => ({ title, href: path });
const isOneOf = <C extends string>(list: readonly C[], value: string | undefined): value is C =>
  list.includes(value as C);

/**
 * The site settings' pages: the home page's headline and figures, the team page's figures, the
 * Classifications page's grades, the careers' Apply Now address (and every footer's).
 */
const SETTINGS_PAGES = ["/", "/teams", "/classifications", "/careers"];

/**
 * The pages of the types shown on more than their place's page: those with a page per
 * document, first the main one (the document's own), and the site settings.
 */
const ROUTED_PAGES: Readonly<Record<string, (document: ShownDocument) => PreviewPage[]>> = {
  careers: ({ id, title, category }) => [
    page(positionPath(id), title?.trim() || "Position page"),
    ...(isOneOf(CAREER_CATEGORIES, category) && category !== ALL_CAREER_CATEGORIES
      ? [page(`/careers${searchForCareerCategory(category)}`, `Careers: ${category}`)]
      : []),
    page("/careers"),
  ],
  ourProjects: ({ id, title, category, onHome }) => [
    page(projectPath(id), title?.trim() || "Project page"),
    ...(isOneOf(PROJECT_CATEGORIES, category) && category !== ALL_PROJECTS
      ? [page(projectListPath(category), `Our Projects: ${category}`)]
      : []),
    page(projectListPath(ALL_PROJECTS), `Our Projects: ${ALL_PROJECTS}`),
    ...(onHome === true ? [page("/")] : []),
  ],
  siteSettings: () => SETTINGS_PAGES.map((path) => page(path)),
};

/** The site's content types (CONTENT_TYPES) and the pages each one's documents show on: the page of its `place`, or ROUTED_PAGES'. */
export const PAGES_BY_TYPE: Readonly<Record<string, (document: ShownDocument) => PreviewPage[]>> =
  Object.fromEntries(
    Object.values(CONTENT_TYPES).map(({ documentType, place }) => {
      const path =
        ("path" in place ? place.path : undefined) ??
        NAV_ITEMS.find((item) => item.key === place.page)?.path ??
        "/";
      return [documentType, ROUTED_PAGES[documentType] ?? (() => [page(path)])];
    }),
  );

export const isShownType = (type: string): boolean => Object.hasOwn(PAGES_BY_TYPE, type);

/**
 * The pages that show a document, the main one first, in its language; and a default-language
 * document's pages in each language that has no translation of it, where it shows in its
 * place. None for a type the site does not read.
 */
export function pagesShowing(type: string, document: ShownDocument): PreviewPage[] {
  if (!isShownType(type)) return [];
  const language = document.language ?? DEFAULT_LOCALE.code;
  const original = document.translations?.[DEFAULT_LOCALE.code];
  const shownAs = {
    ...document,
    id: language === DEFAULT_LOCALE.code ? document.id : (original ?? document.id),
  };
  const languages = LOCALES.filter(
    (locale) =>
      locale.code === language ||
      (language === DEFAULT_LOCALE.code && document.translations?.[locale.code] === undefined),
  );
  const pages = PAGES_BY_TYPE[type] ?? (() => []);
  return languages.flatMap((locale) => {
    return pages(shownAs).map(({ title, href }) => ({
      title: locale === DEFAULT_LOCALE ? title : `${title} (${languageName(locale.code)})`,
      href: rootedPath(pathRoot(locale), href),
    }));
  });
}

/** What decides a document's pages, from its id (draft or not) and its stored fields. */
export function shownDocument(
  id: string,
  fields: Readonly<Record<string, unknown>> | null | undefined,
): ShownDocument {
  const text = (value: unknown) => (typeof value === "string" ? value : undefined);
  const entries = Array.isArray(fields?.translations) ? (fields.translations as unknown[]) : [];
  const translations = Object.fromEntries(
    entries.flatMap((entry) => {
      const { language, id: translation } = (entry ?? {}) as { language?: unknown; id?: unknown };
      return typeof language === "string" && typeof translation === "string" ? [[language, translation]] : [];
    }),
  );
  return {
    id: publishedId(id),
    title: text(fields?.title),
    category: text(fields?.category),
    language: text(fields?.language),
    translations: entries.length > 0 ? translations : undefined,
    onHome: fields?.onHome === true ? true : undefined,
  };
}

/**
 * What a document's pages are decided by, read with its translation metadata: `{ title,
 * category, language, translations: [{ language, id }] }`, for shownDocument.
 */
export const SHOWN_DOCUMENT_QUERY = /* groq */ `*[_id == $id || _id == "drafts." + $id] | order(_updatedAt desc)[0]{
  title, category, language,
  "translations": *[_type == "translation.metadata" && references($id)][0].translations[]{ language, "id": value._ref },
  "onHome": _type == "ourProjects" && count(*[_type == "landingPageProjects" && project._ref == $id]) > 0
}`;

/**
 * A page of the preview server, opened in draft mode: its enable route, with the secret the
 * Studio has just written and the page to go on to.
 */
export function draftModeUrl(previewUrl: string, pathname: string, secret: string): string {
  const url = new URL(DRAFT_MODE_ROUTES.enable, previewUrl);
  url.searchParams.set(urlSearchParamPreviewSecret, secret);
  url.searchParams.set(urlSearchParamPreviewPathname, pathname);
  return url.href;
}
