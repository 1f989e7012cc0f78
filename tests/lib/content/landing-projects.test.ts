import { evaluate, parse } from "groq-js";
import { describe, expect, it } from "vitest";
import {
  LANDING_PROJECT_TITLE_MESSAGE,
  LANDING_PROJECTS_QUERY,
  landingProjects,
  withProjects,
} from "#src/lib/content/documents/landing-page-projects.ts";

const picture = (ref: string) => ({ _type: "image", asset: { _type: "reference", _ref: ref } });
const asset = (id: string) => ({ _id: id, _type: "sanity.imageAsset", url: `https://cdn.example/${id}.jpg` });

/** A project of the portfolio, as Sanity stores it. */
const portfolioProject = {
  _id: "project-airport",
  _type: "ourProjects",
  language: "en",
  title: "Airport Terminal 2",
  description: "A terminal.",
  value: "SAR 1 Billion",
  year: 2021,
  images: [{ _key: "a", ...picture("image-Gallery1-1200x800-jpg") }],
};

describe("a home page project that points at a project of the portfolio", () => {
  it("reads the project's fields, its cover or else its gallery's first picture, in one query", async () => {
    const dataset = [
      portfolioProject,
      asset("image-Gallery1-1200x800-jpg"),
      asset("image-Own1-1200x800-jpg"),
      {
        _id: "landing-bare",
        _type: "landingPageProjects",
        language: "en",
        project: { _ref: "project-airport", _weak: true },
      },
      {
        _id: "landing-own",
        _type: "landingPageProjects",
        language: "en",
        title: "Our own words",
        image: picture("image-Own1-1200x800-jpg"),
        project: { _ref: "project-airport", _weak: true },
      },
      {
        _id: "landing-arabic",
        _type: "landingPageProjects",
        language: "ar",
        project: { _ref: "project-airport-ar", _weak: true },
      },
      { _id: "project-airport-ar", _type: "ourProjects", language: "ar", title: "المطار" },
      {
        _id: "translations-airport",
        _type: "translation.metadata",
        translations: [
          { _key: "en", language: "en", value: { _ref: "project-airport", _weak: true } },
          { _key: "ar", language: "ar", value: { _ref: "project-airport-ar", _weak: true } },
        ],
      },
      {
        _id: "landing-gone",
        _type: "landingPageProjects",
        language: "en",
        title: "Kept",
        project: { _ref: "deleted" },
      },
    ];
    const result = (await (await evaluate(parse(LANDING_PROJECTS_QUERY), { dataset })).get()) as {
      _id: string;
      project: { title: string; image: { url: string } | null; translations?: unknown } | null;
    }[];
    const byId = new Map(result.map((item) => [item._id, item]));
    expect(byId.get("landing-bare")?.project).toMatchObject({
      title: "Airport Terminal 2",
      image: { url: "https://cdn.example/image-Gallery1-1200x800-jpg.jpg" },
    });
    expect(byId.get("landing-own")?.project?.title).toBe("Airport Terminal 2");
    // A translated project brings its set's years: its own is its original's.
    expect(byId.get("landing-arabic")?.project).toMatchObject({
      title: "المطار",
      translations: [
        { language: "en", year: 2021 },
        { language: "ar", year: null },
      ],
    });
    // A weak reference to a document no longer there reads as no project.
    expect(byId.get("landing-gone")?.project).toBeNull();
    for (const item of result) expect(landingProjects.schema.safeParse(item).error).toBeUndefined();
  });

  const image = { asset: { _ref: "image-X1-1200x800-jpg" }, url: "https://cdn.example/x.jpg" };
  const project = {
    _id: "project-airport",
    language: "en",
    title: "Airport",
    description: "D",
    value: "V",
    year: 2021,
    image,
    translations: [],
  };
  /** The Arabic translation of `project`: its year (shared by the languages) is the original's. */
  const arabicProject = {
    _id: "project-airport-ar",
    language: "ar",
    title: "المطار",
    translations: [
      { language: "en", year: 2021 },
      { language: "ar", year: 2019 },
    ],
  };

  it.each([
    [
      "its own fields win, the project fills the rest",
      { _id: "item", language: "en", title: "Own", year: 2024, project },
      { _id: "item", language: "en", title: "Own", description: "D", value: "V", image, year: 2024 },
      [],
    ],
    [
      "no fields of its own: all the project's",
      { _id: "item", language: "en", project },
      { _id: "item", language: "en", title: "Airport", description: "D", value: "V", image, year: 2021 },
      [],
    ],
    [
      "a translated project: its original's year, which the languages share",
      { _id: "item", language: "ar", project: arabicProject },
      { _id: "item", language: "ar", title: "المطار", year: 2021 },
      [],
    ],
    [
      "no project: its own fields, as the specification has them",
      { _id: "item", title: "Own", value: "SAR 5 Million" },
      { _id: "item", title: "Own", value: "SAR 5 Million" },
      [],
    ],
    [
      "a project in another language: not read, with a warning",
      { _id: "item", language: "ar", title: "مشروع", project },
      { _id: "item", language: "ar", title: "مشروع" },
      [
        "landingPageProjects item: its project project-airport is in another language (en); only the item's own fields are shown.",
      ],
    ],
  ] as const)("%s", (_, document, expected, warnings) => {
    const warned: string[] = [];
    const [shown] = withProjects([document], (message) => warned.push(message));
    expect(
      Object.fromEntries(Object.entries(shown ?? {}).filter(([, value]) => value !== undefined)),
    ).toEqual(expected);
    expect(warned).toEqual(warnings);
  });

  it("reads a year that another document of the project's set gets wrong as none, and keeps the project", () => {
    const parsed = landingProjects.schema.safeParse({
      _id: "item",
      language: "ar",
      project: { ...arabicProject, translations: [{ language: "en", year: 20211 }] },
    });
    expect(parsed.data?.project).toMatchObject({ title: "المطار", translations: [{ language: "en" }] });
    expect(parsed.data?.project?.translations[0]?.year).toBeUndefined();
  });

  it.each([
    ["neither a title nor a project", { _id: "item" }],
    ["a project without a title either", { _id: "item", project: { _id: "p", translations: [] } }],
  ])("leaves out an item with %s, naming it and the field", (_, document) => {
    const warned: string[] = [];
    expect(withProjects([document], (message) => warned.push(message))).toEqual([]);
    expect(warned).toEqual([`landingPageProjects item: title: ${LANDING_PROJECT_TITLE_MESSAGE}`]);
  });
});
