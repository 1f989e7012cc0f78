/**
 * Where the Studio sends an editor to see a document in the draft preview: Presentation's
 * locations and "Open preview" (studio/preview-pages.ts). Every content type resolves, to a
 * page the site builds, with the category the site filters by.
 */
import { evaluate, parse } from "groq-js";
import { describe, expect, it } from "vitest";
import { schemaTypes } from "../../studio/schema-types/index.ts";
import { DRAFT_MODE_ROUTES } from "#src/config/preview.ts";
import {
  draftModeUrl,
  PAGES_BY_TYPE,
  pagesShowing,
  SHOWN_DOCUMENT_QUERY,
  shownDocument,
  type ShownDocument,
} from "../../studio/preview-pages.ts";
import { PLACEHOLDER_PROJECT_ID, studioProject } from "../../studio/sanity-project.ts";

describe("pagesShowing", () => {
  it.each<[string, string, { title?: string; category?: string; onHome?: boolean }, [string, string][]]>([
    ["About Us", "aboutUs", { title: "About" }, [["Home", "/"]]],
    [
      "the site settings",
      "siteSettings",
      {},
      [
        ["Home", "/"],
        ["Team", "/teams"],
        ["Classifications", "/classifications"],
        ["Careers", "/careers"],
      ],
    ],
    ["a service", "ourServices", {}, [["Home", "/"]]],
    ["a landing project", "landingPageProjects", {}, [["Home", "/"]]],
    ["the clients", "clients", {}, [["Home", "/"]]],
    ["the main classification", "mainClassification", {}, [["Classifications", "/classifications"]]],
    ["a classification", "classifications", {}, [["Classifications", "/classifications"]]],
    ["a team member", "team", { title: "x" }, [["Team", "/teams"]]],
    [
      "a job: its page, Careers with its category chosen, Careers",
      "careers",
      { title: "Site Engineer", category: "Engineering" },
      [
        ["Site Engineer", "/careers/p-1"],
        ["Careers: Engineering", "/careers?category=Engineering"],
        ["Careers", "/careers"],
      ],
    ],
    [
      "an untitled job without a category",
      "careers",
      {},
      [
        ["Position page", "/careers/p-1"],
        ["Careers", "/careers"],
      ],
    ],
    [
      "a job in a category the site does not list",
      "careers",
      { title: "Chef", category: "Chefs" },
      [
        ["Chef", "/careers/p-1"],
        ["Careers", "/careers"],
      ],
    ],
    [
      "a project: its page, its category, all projects",
      "ourProjects",
      { title: "Al Noor Tower", category: "Government & Royal" },
      [
        ["Al Noor Tower", "/ourProjects/p-1"],
        ["Our Projects: Government & Royal", "/ourProjects/category/government-and-royal"],
        ["Our Projects: All Projects", "/ourProjects"],
      ],
    ],
    [
      "a project a home page project points at: the home page too",
      "ourProjects",
      { title: "Al Noor Tower", onHome: true },
      [
        ["Al Noor Tower", "/ourProjects/p-1"],
        ["Our Projects: All Projects", "/ourProjects"],
        ["Home", "/"],
      ],
    ],
    [
      "an untitled project without a category",
      "ourProjects",
      { title: " " },
      [
        ["Project page", "/ourProjects/p-1"],
        ["Our Projects: All Projects", "/ourProjects"],
      ],
    ],
    ["a type the site does not read", "sanity.imageAsset", {}, []],
  ])("%s", (_, type, fields, expected) => {
    // Translated into Arabic, so its Arabic pages show the translation, not this document.
    const pages = pagesShowing(type, { id: "p-1", ...fields, translations: { en: "p-1", ar: "p-1-ar" } });
    expect(pages.map(({ title, href }) => [title, href])).toEqual(expected);
  });

  it.each<[string, Partial<ShownDocument>, [string, string][]]>([
    [
      "an Arabic translation: the Arabic pages, at its English document's address",
      { id: "p-1-ar", language: "ar", title: "برج النور", translations: { en: "p-1", ar: "p-1-ar" } },
      [
        ["برج النور (Arabic)", "/ar/ourProjects/p-1"],
        ["Our Projects: Airport (Arabic)", "/ar/ourProjects/category/airport"],
        ["Our Projects: All Projects (Arabic)", "/ar/ourProjects"],
      ],
    ],
    [
      "a document written only in Arabic: the Arabic pages, at its own address",
      { id: "p-9", language: "ar", title: "برج النور" },
      [
        ["برج النور (Arabic)", "/ar/ourProjects/p-9"],
        ["Our Projects: Airport (Arabic)", "/ar/ourProjects/category/airport"],
        ["Our Projects: All Projects (Arabic)", "/ar/ourProjects"],
      ],
    ],
    [
      "an English document not yet translated: its pages in both languages",
      { id: "p-1", title: "Al Noor Tower" },
      [
        ["Al Noor Tower", "/ourProjects/p-1"],
        ["Our Projects: Airport", "/ourProjects/category/airport"],
        ["Our Projects: All Projects", "/ourProjects"],
        ["Al Noor Tower (Arabic)", "/ar/ourProjects/p-1"],
        ["Our Projects: Airport (Arabic)", "/ar/ourProjects/category/airport"],
        ["Our Projects: All Projects (Arabic)", "/ar/ourProjects"],
      ],
    ],
  ])("%s", (_, document, expected) => {
    const pages = pagesShowing("ourProjects", { id: "p-1", category: "Airport", ...document });
    expect(pages.map(({ title, href }) => [title, href])).toEqual(expected);
  });

  it("puts the Arabic home page at /ar", () => {
    expect(pagesShowing("aboutUs", { id: "a", language: "ar" }).map(({ href }) => href)).toEqual(["/ar"]);
  });

  it("knows every content type of the Studio", () => {
    expect(Object.keys(PAGES_BY_TYPE).toSorted()).toEqual(schemaTypes.map(({ name }) => name).toSorted());
  });
});

describe("shownDocument", () => {
  it.each<[string, Record<string, unknown> | null, ShownDocument]>([
    [
      "drafts.p-1",
      { title: "Tower", category: "Airport" },
      { id: "p-1", title: "Tower", category: "Airport" },
    ],
    ["p-1", { title: 3, category: ["Airport"] }, { id: "p-1" }],
    ["versions.spring.p-1", null, { id: "p-1" }],
    ["p-1", { onHome: true }, { id: "p-1", onHome: true }],
    ["p-1", { onHome: "yes" }, { id: "p-1" }],
    [
      "drafts.p-1-ar",
      {
        language: "ar",
        translations: [
          { language: "en", id: "p-1" },
          { language: "ar", id: "p-1-ar" },
          { language: 3, id: "x" },
        ],
      },
      { id: "p-1-ar", language: "ar", translations: { en: "p-1", ar: "p-1-ar" } },
    ],
  ])("%s with %j", (id, fields, expected) => {
    expect(shownDocument(id, fields)).toEqual({
      title: undefined,
      category: undefined,
      language: undefined,
      translations: undefined,
      onHome: undefined,
      ...expected,
    });
  });

  it("knows a project a home page project points at, from the dataset", async () => {
    const dataset = [
      { _id: "p-1", _type: "ourProjects", title: "Tower" },
      { _id: "p-2", _type: "ourProjects", title: "Bridge" },
      { _id: "drafts.landing-1", _type: "landingPageProjects", project: { _ref: "p-1", _weak: true } },
    ];
    const onHome = async (id: string) =>
      (
        (await (await evaluate(parse(SHOWN_DOCUMENT_QUERY), { dataset, params: { id } })).get()) as {
          onHome: boolean;
        }
      ).onHome;
    expect(await onHome("p-1")).toBe(true);
    expect(await onHome("p-2")).toBe(false);
  });
});

describe("the Studio's project", () => {
  // A deployer's `npm run studio:build` before the project exists; the suite's one Studio build
  // is made for its test project (e2e/support/studio-builds.ts), through the same sanity.cli.ts.
  it("is the placeholder, which signs nobody in, until PUBLIC_SANITY_PROJECT_ID is set", () => {
    expect(studioProject({})).toMatchObject({ projectId: PLACEHOLDER_PROJECT_ID, placeholder: true });
    expect(studioProject({ PUBLIC_SANITY_PROJECT_ID: "abc123" })).toMatchObject({
      projectId: "abc123",
      placeholder: false,
    });
  });
});

describe("the Studio's preview URL", () => {
  it.each<[Record<string, string>, string | undefined]>([
    [{}, undefined],
    [{ SANITY_STUDIO_PREVIEW_URL: "https://preview.example.com/" }, "https://preview.example.com"],
  ])("%j gives %s", (env, previewUrl) => {
    expect(studioProject(env).previewUrl).toBe(previewUrl);
  });

  it.each<[Record<string, string>, boolean]>([
    [{}, false],
    [{ SANITY_STUDIO_STATIC_PREVIEW: "1" }, true],
    [{ SANITY_STUDIO_STATIC_PREVIEW: "no" }, false],
  ])("%j: a static preview build, %s", (env, staticPreview) => {
    expect(studioProject(env).staticPreview).toBe(staticPreview);
  });

  it("opens a page of the preview server through its draft-mode route, with the Studio's secret", () => {
    const url = new URL(draftModeUrl("https://preview.example.com", "/ourProjects/p 1", "s3cr&t"));
    expect(`${url.origin}${url.pathname}`).toBe(`https://preview.example.com${DRAFT_MODE_ROUTES.enable}`);
    expect(url.searchParams.get("sanity-preview-secret")).toBe("s3cr&t");
    expect(url.searchParams.get("sanity-preview-pathname")).toBe("/ourProjects/p 1");
  });

  it("refuses one that is not a URL, naming the variable", () => {
    expect(() => studioProject({ SANITY_STUDIO_PREVIEW_URL: "preview.example.com" })).toThrow(
      /SANITY_STUDIO_PREVIEW_URL "preview.example.com"/,
    );
  });
});
