/**
 * `astro build` alone writes the whole site (publishing/build/finished-site.ts): the suite
 * builds dist/ with it, not with `npm run build`. Each page's own stylesheet is read in
 * page-stylesheets.test.ts.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SEARCH_INDEX_DIR } from "#src/config/search.ts";
import { LOCALES } from "#src/i18n/locales.ts";
import { BUILD_INFO_PATH, parseBuildInfo } from "#src/lib/build-info.ts";
import { PUBLIC_OUT_DIR } from "../../publishing/repository-paths.ts";
import { builtPages } from "./built-site.ts";

const readJson = (path: string): unknown => JSON.parse(readFileSync(join(PUBLIC_OUT_DIR, path), "utf8"));

describe("what astro build writes after the pages", () => {
  it("a search index for each language, holding its pages", () => {
    builtPages(); // fails saying so where no site was built
    const entry = readJson(join(SEARCH_INDEX_DIR, "pagefind-entry.json")) as {
      languages: Record<string, { page_count: number }>;
    };
    expect(Object.keys(entry.languages).sort()).toEqual(LOCALES.map((locale) => locale.code).sort());
    for (const { code } of LOCALES) expect(entry.languages[code]?.page_count).toBeGreaterThan(20);
  });

  it("the build record, begun before it finished", () => {
    const record = parseBuildInfo(readJson(BUILD_INFO_PATH));
    if (record === undefined) throw new Error(`${BUILD_INFO_PATH} is not a build record`);
    expect(Date.parse(record.builtAt)).toBeLessThan(Date.parse(record.finishedAt));
  });
});
