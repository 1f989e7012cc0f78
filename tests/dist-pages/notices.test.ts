/**
 * The company's notices (the privacy notice, the accessibility statement) as built from the
 * sample: a page each in both languages, written from its document, linked from every page's
 * footer in the page's language, and found by search.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { NOTICE_PAGES } from "#src/config/navigation.ts";
import { SEARCH_INDEX_DIR } from "#src/config/search.ts";
import { ar } from "#src/i18n/ar.ts";
import { formatDay } from "#src/i18n/dates.ts";
import { en } from "#src/i18n/en.ts";
import { format } from "#src/i18n/format.ts";
import { PUBLIC_OUT_DIR } from "../../publishing/repository-paths.ts";
import { sampleOf } from "../../e2e/support/sample.ts";
import { SAMPLE_DAY } from "../../tooling/sample-data/content.ts";
import { builtDocument, builtPages, textOf } from "./built-site.ts";

const LANGUAGES = [
  { root: "", words: en, language: "en" },
  { root: "/ar", words: ar, language: "ar" },
] as const;

/** The sample's notice of a kind, in a language. */
function sampleNotice(path: string, language: string) {
  const found = sampleOf(path === "/privacy" ? "privacyNotice" : "accessibilityStatement", language)[0];
  if (found === undefined) throw new Error(`The sample has no notice at ${path} in ${language}.`);
  return {
    title: found.title ?? "",
    sections: (found.sections ?? []).map((s) => ({ heading: s.heading ?? "", body: s.body ?? "" })),
  };
}

describe.each(NOTICE_PAGES.flatMap((notice) => LANGUAGES.map((language) => ({ ...notice, ...language }))))(
  "$root$path",
  ({ path, root, words, language }) => {
    const document = builtDocument(`${root}${path}`);
    const notice = sampleNotice(path, language);

    it("is the notice as written, in its language, with the day it was last updated", () => {
      expect(document.documentElement.lang).toBe(language);
      expect(textOf(document.querySelector("main h1"))).toBe(notice.title);
      expect(document.title.startsWith(notice.title)).toBe(true);
      expect(textOf(document.querySelector("main h1 + p"))).toBe(
        format(words.notices.lastUpdated, { day: formatDay(SAMPLE_DAY, words) }),
      );
      expect([...document.querySelectorAll("main h2")].map(textOf)).toEqual(
        notice.sections.map((s) => s.heading),
      );
      // A blank line between two paragraphs makes two.
      const paragraphs = notice.sections.flatMap((s) => s.body.split(/\n\s*\n/));
      expect([...document.querySelectorAll("main section p")].map(textOf)).toEqual(paragraphs);
    });
  },
);

describe("every page's footer", () => {
  it("links each notice in the page's language, by its short name", () => {
    const wrong: string[] = [];
    for (const { path, html } of builtPages()) {
      // The old addresses' pages only send the browser on, with no footer.
      if (!html.includes("<footer")) continue;
      const { root, words } = path === "/ar" || path.startsWith("/ar/") ? LANGUAGES[1] : LANGUAGES[0];
      for (const { key, path: noticePath } of NOTICE_PAGES) {
        const link = `<a href="${root}${noticePath}" class="underline-offset-4 hover:text-brand hover:underline">${words.notices.footer[key]}</a>`;
        if (!html.includes(link)) wrong.push(`${path}: no link to ${root}${noticePath}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe("search", () => {
  it("finds each notice in each language", () => {
    const dir = join(PUBLIC_OUT_DIR, SEARCH_INDEX_DIR, "fragment");
    const urls = readdirSync(dir).map((file) => {
      const text = gunzipSync(readFileSync(join(dir, file))).toString("utf8");
      return (JSON.parse(text.slice(text.indexOf("{"))) as { url: string }).url;
    });
    for (const { path } of NOTICE_PAGES) {
      for (const { root } of LANGUAGES) expect(urls).toContain(`${root}${path}/`);
    }
  });
});
