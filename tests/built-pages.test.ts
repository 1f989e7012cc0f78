/**
 * What the web's own checkers ask of every page of two whole builds (the sample, and the
 * sample with the hostile corpus through the real client): no error from the W3C's Nu HTML
 * Checker (vnu.jar, which needs Java 17 or newer), and every structured-data block with what
 * Google requires and recommends for its type, job postings on position pages only.
 * html-validate (npm run test:html) adds the outline and accessibility rules the Nu checker
 * does not have.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hostileDataset } from "./fixtures/hostile-content";
import { structuredDataProblems } from "./support/google-structured-data";
import { nuErrors } from "./support/nu-checker";
import { startFakeSanity } from "../tooling/fake-sanity/server";
import { runBuildScript, sampleDocuments } from "../tooling/builds";

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
  ["the sample", false],
  ["the sample with the hostile corpus", true],
])("every page of %s", (_, hostile) => {
  const outDir = join(mkdtempSync(join(tmpdir(), "site-nu-")), "site");

  beforeAll(async () => {
    const server = hostile
      ? await startFakeSanity({ production: hostileDataset(sampleDocuments()) })
      : undefined;
    try {
      const env = server ? { PUBLIC_SANITY_PROJECT_ID: "fixture", SANITY_API_HOST: server.origin } : {};
      const result = await runBuildScript(outDir, env);
      expect(result.status, result.output).toBe(0);
    } finally {
      await server?.close();
    }
  }, BUILD_TIMEOUT);

  afterAll(() => rmSync(join(outDir, ".."), { recursive: true, force: true }));

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
