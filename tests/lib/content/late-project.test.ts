/**
 * A project published after the build, as the 404 page asks for it in the browser
 * (late-project.ts), against the Sanity-compatible server holding the sample in both languages:
 * each language's page shows what the build would have shown there.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SANITY_API_VERSION } from "#src/config/content-config.ts";
import { fetchLateProject } from "#src/lib/content/late-project.ts";
import type { LiveSource } from "#src/lib/content/live-source.ts";
import { startFakeSanity, type FakeSanity } from "../../../tooling/fake-sanity/server";
import { sampleDocuments } from "../../../tooling/builds";
import { arabicId, ARABIC_SAMPLE, UNTRANSLATED_SAMPLE_ID } from "../../../tooling/sample-data/arabic";

type Doc = { _id: string; _type: string; [field: string]: unknown };

const TRANSLATED = "project-al-noor-hotel";
const englishOf = (id: string) => sampleDocuments().find((doc) => (doc as Doc)._id === id) as Doc;
/** A project the Arabic pages have of their own, with no English document. */
const ARABIC_ONLY: Doc = {
  ...englishOf(TRANSLATED),
  _id: "project-arabic-only",
  language: "ar",
  title: "مشروع",
};
/** There, but without the title every project must have. */
const UNTITLED: Doc = { ...englishOf(TRANSLATED), _id: "project-untitled", title: undefined };

describe("fetchLateProject", () => {
  let server: FakeSanity;
  let source: LiveSource;
  beforeAll(async () => {
    server = await startFakeSanity({
      production: [...(sampleDocuments() as Doc[]), ARABIC_ONLY, UNTITLED],
    });
    source = {
      queryUrl: `${server.origin}/v${SANITY_API_VERSION}/data/query/production`,
      projectId: "sample",
      dataset: "production",
      imageBaseUrl: "https://cdn.sanity.io/images",
    };
  });
  afterAll(() => server.close());

  const arabicTitle = String(ARABIC_SAMPLE[TRANSLATED]?.["title"]);
  it.each<[string, string, string, { title: string; lang?: string } | undefined]>([
    ["a translated project, in English", TRANSLATED, "en", { title: String(englishOf(TRANSLATED)["title"]) }],
    ["a translated project, in Arabic", TRANSLATED, "ar", { title: arabicTitle }],
    [
      "an untranslated project, in Arabic: its English, marked",
      UNTRANSLATED_SAMPLE_ID,
      "ar",
      { title: String(englishOf(UNTRANSLATED_SAMPLE_ID)["title"]), lang: "en" },
    ],
    ["an Arabic-only project, in Arabic", ARABIC_ONLY._id, "ar", { title: "مشروع" }],
    ["an Arabic-only project has no English page", ARABIC_ONLY._id, "en", undefined],
    ["a translation's own id has no English page", arabicId(TRANSLATED), "en", undefined],
    ["no such project", "project-none", "ar", undefined],
  ])("%s", async (_, id, page, expected) => {
    const project = await fetchLateProject(source, id, { page, default: "en" });
    if (expected === undefined) expect(project).toBeUndefined();
    else {
      expect(project).toMatchObject(expected);
      expect(project?.lang).toBe(expected.lang);
      expect(project?.images.length).toBeGreaterThan(0);
    }
  });

  it("refuses a project the build would not have published, naming it", async () => {
    await expect(fetchLateProject(source, UNTITLED._id, { page: "en", default: "en" })).rejects.toThrow(
      /project-untitled/,
    );
  });
});
