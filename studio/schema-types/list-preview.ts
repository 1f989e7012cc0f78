import type { PreviewValue } from "sanity";

/**
 * A list's words for a project without a year, and a document without an order: the site
 * lists them last, which a list sorted newest first cannot (it puts them first).
 */
export const NO_YEAR = "No year: shown last";
export const NO_ORDER = "No order: shown last";

/**
 * A document list's entry: the title ("Untitled" when there is none), the subtitle's parts
 * that have a value, joined with " · ", and the image.
 */
export function listPreview(title: unknown, parts: readonly unknown[], media?: unknown): PreviewValue {
  return {
    title: typeof title === "string" && title.trim() !== "" ? title : "Untitled",
    subtitle: parts.filter((part) => part !== undefined && part !== null && part !== "").join(" · "),
    ...(media === undefined || media === null ? {} : { media: media as PreviewValue["media"] }),
  };
}

/** A count and its noun in the Studio's English: "1 logo", "6 logos", "1 lost-time injury". */
export const plural = (count: number, one: string, other = `${one}s`): string =>
  `${count} ${new Intl.PluralRules("en").select(count) === "one" ? one : other}`;

/** A language's name in English, the Studio's language: "Arabic" for `ar`. */
export const languageName = (code: string): string =>
  new Intl.DisplayNames(["en"], { type: "language" }).of(code) ?? code;

/** A type's list preview as its schema declares it. */
export interface ListPreviewConfig {
  readonly select?: Record<string, string>;
  readonly prepare?: (value: Record<string, unknown>) => PreviewValue;
}

/**
 * A translated type's list entry with its language first in the subtitle ("Arabic · 2021 ·
 * Airport"): the desk's lists hold both languages' documents. A document without a language is
 * English, as the site reads it.
 */
export function withLanguageMark(preview: ListPreviewConfig | undefined): Required<ListPreviewConfig> {
  return {
    select: { ...preview?.select, language: "language" },
    prepare: ({ language, ...selected }) => {
      const shown = preview?.prepare?.({ ...selected, language }) ?? (selected as PreviewValue);
      const mark = languageName(typeof language === "string" ? language : "en");
      const subtitle =
        typeof shown.subtitle === "string" && shown.subtitle !== "" ? shown.subtitle : undefined;
      return { ...shown, subtitle: subtitle === undefined ? mark : `${mark} · ${subtitle}` };
    },
  };
}

/**
 * A list entry that reads as words for any document, filled or not. Sanity hands a preview
 * `null` for each selected field the document lacks (as a GROQ projection answers it), and the
 * types' own `prepare`s, like the site's modules they call, read a missing value as
 * `undefined`: so each `null` is taken out before them. A type that only selects gets the same
 * entry ("Untitled", and the subtitle's parts that have a value).
 */
export function readablePreview(preview: ListPreviewConfig): Required<ListPreviewConfig> {
  return {
    select: preview.select ?? {},
    prepare: (value) => {
      const given = Object.fromEntries(Object.entries(value).filter(([, field]) => field !== null));
      const shown = preview.prepare?.(given) ?? (given as PreviewValue);
      return listPreview(shown.title, [shown.subtitle], shown.media);
    },
  };
}
