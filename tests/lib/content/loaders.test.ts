import { describe, expect, it } from "vitest";
import type { ContentSource } from "#src/lib/content/content-source.ts";
import { createContentLoader } from "#src/lib/content/loaders.ts";
import { CONTENT_TYPES } from "#src/lib/content/documents/index.ts";
import { translationMetadata } from "#src/lib/content/documents/translation-metadata.ts";

const {
  aboutUs,
  careers,
  classifications,
  companyRegistration,
  landingProjects,
  mainClassification,
  projects,
  safetyRecord,
  services,
  team,
} = CONTENT_TYPES;

/**
 * A source that answers each query from a table (the translation metadata, none unless the
 * table says) and counts how often it was asked.
 */
function stubSource(table: Map<string, unknown>) {
  const answers = new Map<string, unknown>([[translationMetadata.query, []], ...table]);
  const calls = new Map<string, number>();
  const source: ContentSource = {
    description: "a stub",
    async fetch(query) {
      calls.set(query, (calls.get(query) ?? 0) + 1);
      if (!answers.has(query)) throw new Error("no answer for this query");
      return answers.get(query);
    },
  };
  return { source, calls };
}

const person = (id: string, order?: number) => ({
  _id: id,
  name: id,
  ...(order === undefined ? {} : { order }),
});

describe("createContentLoader", () => {
  it("shows a type shared by the languages on every language's pages: every document, none marked, no metadata asked", async () => {
    const records = [
      { _id: "safety-2023", year: 2023, hoursWorked: 100 },
      { _id: "safety-2025", year: 2025, hoursWorked: 300, language: "ar" },
      { _id: "safety-2024", year: 2024, hoursWorked: 200, language: "en" },
      { _id: "safety-2024-again", year: 2024, hoursWorked: 250 },
    ];
    const { source, calls } = stubSource(
      new Map<string, unknown>([
        [safetyRecord.query, records],
        [companyRegistration.query, [{ _id: "company-registration", crNumber: "1010123456" }]],
      ]),
    );
    const warnings: string[] = [];
    const load = createContentLoader(source, (message) => warnings.push(message));
    for (const language of ["en", "ar"]) {
      const { content } = await load(safetyRecord, language);
      expect(content.map((record) => record._id)).toEqual(["safety-2025", "safety-2024", "safety-2023"]);
      expect(content.filter((record) => "lang" in record)).toEqual([]);
      expect((await load(companyRegistration, language)).content?.crNumber).toBe("1010123456");
    }
    expect(calls.get(translationMetadata.query)).toBeUndefined();
    expect(warnings).toEqual([
      '[content] safetyRecord "safety-2024-again" left out: another record for 2024 came earlier',
    ]);
  });

  it("runs each query once however many pages ask", async () => {
    const { source, calls } = stubSource(new Map([[team.query, [person("a", 1)]]]));
    const load = createContentLoader(source, () => undefined);

    await Promise.all([load(team, "en"), load(team, "en")]);
    await load(team, "en");

    expect(calls.get(team.query)).toBe(1);
  });

  it.each([
    ["team by order, unordered last", team, [person("x"), person("b", 2), person("a", 1)], ["a", "b", "x"]],
    [
      "classifications by order, unordered last",
      classifications,
      [
        { _id: "x", title: "X" },
        { _id: "b", title: "B", order: 2 },
        { _id: "a", title: "A", order: 1 },
      ],
      ["a", "b", "x"],
    ],
    [
      "landing projects newest first, no year last",
      landingProjects,
      [
        { _id: "none", title: "N" },
        { _id: "old", title: "O", year: 2001 },
        { _id: "new", title: "N", year: 2020 },
      ],
      ["new", "old", "none"],
    ],
    [
      "projects newest first, no year last",
      projects,
      [
        { _id: "none", title: "N" },
        { _id: "old", title: "O", year: 2001 },
        { _id: "new", title: "N", year: 2020 },
      ],
      ["new", "old", "none"],
    ],
    [
      "services in the query's order",
      services,
      [
        { _id: "second", title: "S" },
        { _id: "first", title: "F" },
      ],
      ["second", "first"],
    ],
  ] as const)("orders %s", async (_, type, docs, expected) => {
    const { source } = stubSource(new Map([[type.query, docs]]));
    const load = createContentLoader(source, () => undefined);
    const items = (await load(type, "en")).content as { _id: string }[];
    expect(items.map((item) => item._id)).toEqual(expected);
  });

  it("uses the first aboutUs and mainClassification documents, or none", async () => {
    const { source } = stubSource(
      new Map<string, unknown>([
        [
          aboutUs.query,
          [
            { _id: "one", title: "One" },
            { _id: "two", title: "Two" },
          ],
        ],
        [mainClassification.query, []],
      ]),
    );
    const load = createContentLoader(source, () => undefined);
    expect((await load(aboutUs, "en")).content?._id).toBe("one");
    expect(await load(mainClassification, "en")).toEqual({ content: undefined, failed: false });
  });

  describe("in each language", () => {
    const project = (id: string, title: string, year: number, language?: string) => ({
      _id: id,
      title,
      year,
      ...(language === undefined ? {} : { language }),
    });
    const portfolio = [
      project("hotel", "Hotel", 2020),
      project("hotel-ar", "فندق", 2020, "ar"),
      project("mall", "Mall", 2010, "en"),
      project("mosque-ar", "مسجد", 2015, "ar"),
    ];
    const metadata = [
      {
        _id: "hotel-translations",
        translations: [
          { language: "en", id: "hotel", type: "ourProjects" },
          { language: "ar", id: "hotel-ar", type: "ourProjects", documentLanguage: "ar" },
        ],
      },
    ];

    it("gives Arabic pages the translations at their originals' ids, and English marked as such, prepared alike", async () => {
      const { source, calls } = stubSource(
        new Map<string, unknown>([
          [projects.query, portfolio],
          [translationMetadata.query, metadata],
        ]),
      );
      const load = createContentLoader(source, () => undefined);
      const arabic = (await load(projects, "ar")).content;
      expect(arabic.map(({ _id, title, lang }) => [_id, title, lang])).toEqual([
        ["hotel", "فندق", undefined],
        ["mosque-ar", "مسجد", undefined],
        ["mall", "Mall", "en"],
      ]);
      const english = (await load(projects, "en")).content;
      expect(english.map(({ _id, title, lang }) => [_id, title, lang])).toEqual([
        ["hotel", "Hotel", undefined],
        ["mall", "Mall", undefined],
      ]);
      expect(calls.get(projects.query)).toBe(1);
      expect(calls.get(translationMetadata.query)).toBe(1);
    });

    it("warns once of each problem in the translations, however many types and languages load", async () => {
      const warnings: string[] = [];
      const { source } = stubSource(
        new Map<string, unknown>([
          [projects.query, [...portfolio, project("hotel-fr", "Hôtel", 2020, "fr")]],
          [team.query, [person("a", 1)]],
          [
            translationMetadata.query,
            [
              ...metadata,
              {
                _id: "broken",
                translations: [
                  { language: "en", id: "mall", type: "ourProjects" },
                  { language: "ar", id: "deleted-ar" },
                ],
              },
            ],
          ],
        ]),
      );
      const load = createContentLoader(source, (message) => warnings.push(message));
      await Promise.all([load(projects, "en"), load(projects, "ar"), load(team, "ar")]);
      expect(warnings).toEqual([
        expect.stringMatching(
          /^\[translations\] "hotel-fr" language: "fr" is not a language the site speaks/,
        ),
        expect.stringMatching(/^\[translations\] "broken" translations: names "deleted-ar" \(ar\)/),
      ]);
    });

    it("asks for no translation metadata for the default language's pages", async () => {
      const { source, calls } = stubSource(new Map([[projects.query, portfolio]]));
      await createContentLoader(source, () => undefined)(projects, "en");
      expect(calls.get(translationMetadata.query)).toBeUndefined();
    });

    it("warns once about a document, however many languages show it", async () => {
      const warnings: string[] = [];
      const { source } = stubSource(
        new Map([[team.query, [{ ...person("a", 1), linkedIn: "http://example.com/a" }]]]),
      );
      const load = createContentLoader(source, (message) => warnings.push(message));
      await Promise.all([load(team, "en"), load(team, "ar")]);
      expect(warnings).toHaveLength(1);
    });
  });

  it("leaves a malformed document out with a warning and keeps the rest", async () => {
    const warnings: string[] = [];
    const { source } = stubSource(
      new Map([[careers.query, [{ _id: "ok", title: "Engineer" }, { _id: "bad" }]]]),
    );
    const load = createContentLoader(source, (message) => warnings.push(message));

    expect((await load(careers, "en")).content.map((job) => job._id)).toEqual(["ok"]);
    expect(warnings).toEqual([
      '[content] careers "bad" left out: title: Invalid input: expected string, received undefined',
    ]);
  });

  it("fails the build on a failed query, naming it, unless told to render error states", async () => {
    const { source } = stubSource(new Map([[team.query, [person("a", 1)]]]));
    const strict = createContentLoader(source, () => undefined);
    await expect(strict(projects, "en")).rejects.toThrow('Content query "ourProjects" failed against a stub');
    expect((await strict(team, "en")).failed).toBe(false);

    const errors: string[] = [];
    const lenient = createContentLoader(source, () => undefined, {
      renderErrors: true,
      reportError: (message) => errors.push(message),
    });
    expect(await lenient(projects, "en")).toEqual({ content: [], failed: true });
    expect(await lenient(aboutUs, "en")).toEqual({ content: undefined, failed: true });
    const members = await lenient(team, "en");
    expect(members.content.map((member) => member._id)).toEqual(["a"]);
    expect(members.failed).toBe(false);
    expect(errors).toEqual([
      expect.stringMatching(
        /^\[content\] Content query "ourProjects" failed against a stub: .*RENDER_CONTENT_ERRORS/,
      ),
      expect.stringMatching(/^\[content\] Content query "aboutUs" failed/),
    ]);
  });
});
