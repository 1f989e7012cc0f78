/**
 * The larger portfolio the benches build (tooling/sample-data/generated-projects.ts): the sample plus
 * generated projects up to the count asked, varied as real ones are, every one valid for the
 * site, and the same each time.
 */
import { describe, expect, it } from "vitest";
import { withGeneratedProjects } from "../../tooling/sample-data/generated-projects";
import { PROJECT_CATEGORY_OPTIONS } from "#src/config/categories.ts";
import { createContentSource } from "#src/lib/content/content-source.ts";
import { readContentConfig } from "#src/config/content-config.ts";
import { createContentLoader } from "#src/lib/content/loaders.ts";
import { projects as projectType } from "#src/lib/content/documents/our-projects.ts";
import { sampleDocuments } from "../../tooling/builds";
import { ARABIC_ONLY_DOCUMENTS } from "../../tooling/sample-data/content";

type Doc = {
  _id: string;
  _type: string;
  language?: string;
  title?: string;
  category?: string;
  description?: string;
};
const sample = sampleDocuments() as Doc[];
/** The projects with a page of their own: the English ones (the Arabic are their translations). */
const projectsOf = (docs: readonly Doc[]) =>
  docs.filter((doc) => doc._type === "ourProjects" && doc.language !== "ar");
const sampleProjects = projectsOf(sample).length;

describe("withGeneratedProjects", () => {
  it.each([sampleProjects, 169, 1019])("gives exactly %i projects, the sample's among them", (total) => {
    const docs = withGeneratedProjects(sample, total) as Doc[];
    expect(projectsOf(docs)).toHaveLength(total);
    expect(new Set(docs.map((doc) => doc._id)).size).toBe(docs.length);
    for (const doc of sample) expect(docs).toContainEqual(doc);
  });

  it("varies titles, descriptions and categories as a real portfolio does", () => {
    const generated = projectsOf(withGeneratedProjects(sample, 1019) as Doc[]).slice(sampleProjects);
    const lengths = (field: "title" | "description") => generated.map((doc) => doc[field]?.length ?? 0);
    expect(Math.max(...lengths("title")) - Math.min(...lengths("title"))).toBeGreaterThan(25);
    expect(Math.max(...lengths("description")) - Math.min(...lengths("description"))).toBeGreaterThan(150);
    expect(new Set(generated.map((doc) => doc.category))).toEqual(
      new Set([...PROJECT_CATEGORY_OPTIONS, undefined]),
    );
  });

  it("makes projects the site accepts in both languages, without a warning, the same every time", async () => {
    const docs = withGeneratedProjects(sample, 300);
    expect(withGeneratedProjects(sample, 300)).toEqual(docs);
    const ndjson = docs.map((doc) => JSON.stringify(doc)).join("\n");
    const warnings: string[] = [];
    const source = createContentSource(readContentConfig({}), { sampleNdjson: async () => ndjson });
    const load = createContentLoader(source, (message) => warnings.push(message));
    const { content: projects } = await load(projectType, "en");
    expect(projects).toHaveLength(300);
    // In Arabic, each at its English address: translated as its template is.
    const { content: arabic } = await load(projectType, "ar");
    // And, in their places by year, the sample's projects written only in Arabic.
    const arabicOnly = ARABIC_ONLY_DOCUMENTS.filter((doc) => doc._type === "ourProjects").map(
      (doc) => doc._id,
    );
    const ids = arabic.map((project) => project._id);
    expect(ids.filter((id) => !arabicOnly.includes(id))).toEqual(projects.map((project) => project._id));
    expect(ids).toEqual(expect.arrayContaining(arabicOnly));
    const untranslated = arabic.filter((project) => project.lang === "en").map((project) => project._id);
    expect(untranslated.length).toBeGreaterThan(1);
    expect(untranslated.length).toBeLessThan(300 / 10);
    // The sample's own deliberate edge cases warn; no generated project does.
    expect(warnings.filter((warning) => warning.includes("generated-project"))).toEqual([]);
  });

  it("refuses fewer projects than the sample has", () => {
    expect(() => withGeneratedProjects(sample, sampleProjects - 1)).toThrow(/already has/);
  });
});
