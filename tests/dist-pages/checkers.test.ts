/**
 * What the web's own checkers ask of every page of two whole builds (the site in dist/, and the
 * sample with the hostile corpus through the real client, shared with tests/build.test.ts): no
 * error from the W3C's Nu HTML Checker (vnu.jar, which needs Java 17 or newer), and every
 * structured-data block with what Google requires and recommends for its type, job postings on
 * position pages only.
 * html-validate (npm run test:html) adds the outline and accessibility rules the Nu checker
 * does not have.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hostileSite } from "../fixtures/hostile-site.ts";
import { structuredDataProblems } from "../support/google-structured-data.ts";
import { nuErrors } from "../support/nu-checker.ts";
import type { SharedBuild } from "../../tooling/builds.ts";
import { PUBLIC_OUT_DIR } from "../../publishing/repository-paths.ts";
import { builtPages } from "./built-site.ts";

const BUILD_TIMEOUT = 120_000;

/** Each page's structured-data blocks, by the page's path. */
function structuredData(dir: string): Map<string, Record<string, unknown>[]> {
  const pages = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((file) =>
    file.endsWith(".html"),
  );
  return new Map(
    pages.map((file) => {
      const html = readFileSync(join(dir, file), "utf8");
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].flatMap(
        ([, json]) =>
          [JSON.parse(json ?? "null") as Record<string, unknown> | Record<string, unknown>[]].flat(),
      );
      return [`/${file.replace(/(^|\/)index\.html$/, "")}`, blocks] as const;
    }),
  );
}

describe.each([
  [
    "dist/",
    async (): Promise<SharedBuild> => {
      builtPages(); // fails saying so where no site was built
      return { status: 0, output: "", dir: PUBLIC_OUT_DIR, dispose: () => {} };
    },
  ],
  ["the sample with the hostile corpus", hostileSite],
])("every page of %s", (_, site) => {
  let outDir: string;
  let built: SharedBuild;

  beforeAll(async () => {
    built = await site();
    expect(built.status, built.output).toBe(0);
    outDir = built.dir;
  }, BUILD_TIMEOUT);

  afterAll(() => built.dispose());

  it("the Nu HTML Checker finds no error on any page", () => {
    expect(nuErrors(outDir)).toEqual([]);
  }, 60_000);

  it("gives every structured-data block what Google asks of its type", () => {
    const pages = structuredData(outDir);
    const problems = [...pages].flatMap(([path, blocks]) =>
      blocks.flatMap((block) => structuredDataProblems(block).map((problem) => `${path}: ${problem}`)),
    );
    expect(problems).toEqual([]);
    const types = (path: string) => pages.get(path)?.map((block) => block["@type"]);
    expect(types("/")).toEqual(["Organization", "WebPage"]);
    expect(types("/careers")).toEqual(["WebPage"]);
    expect(types("/ar")).toEqual(["Organization", "WebPage"]);
    expect(types("/ar/careers")).toEqual(["WebPage"]);
    // The certificates are claimed by the company's own node, named as on the home page.
    expect(types("/classifications")).toEqual(["Organization", "WebPage"]);
    expect(pages.get("/classifications")?.find((block) => block["@type"] === "Organization")?.["@id"]).toBe(
      pages.get("/")?.find((block) => block["@type"] === "Organization")?.["@id"],
    );
    // Each indexed page names its language once, as its <html> does; the others not at all.
    const indexed = (path: string) =>
      !readFileSync(join(outDir, path.endsWith(".html") ? path : `${path}/index.html`), "utf8").includes(
        '<meta name="robots" content="noindex">',
      );
    for (const [path, blocks] of pages) {
      const languages = blocks
        .filter((block) => block["@type"] === "WebPage")
        .map((block) => block["inLanguage"]);
      expect(languages, path).toEqual(indexed(path) ? [path.startsWith("/ar") ? "ar" : "en"] : []);
    }
    const postings = [...pages].filter(([, blocks]) =>
      blocks.some((block) => block["@type"] === "JobPosting"),
    );
    expect(postings.length).toBeGreaterThan(0);
    for (const [path, blocks] of postings) {
      expect(path).toMatch(/^(\/ar)?\/careers\/[^/]+$/);
      expect(blocks.filter((block) => block["@type"] === "JobPosting")).toHaveLength(1);
    }
  });
});
