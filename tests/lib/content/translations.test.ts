import { describe, expect, it } from "vitest";
import {
  foreignText,
  inLanguage,
  translationSets,
  translationWarning,
  unspokenLanguages,
  type TranslationMetadata,
  type TranslationProblem,
  type TranslationSet,
} from "#src/lib/content/translations.ts";

interface Doc {
  _id: string;
  language?: string;
  title: string;
}

const hotel: Doc = { _id: "hotel", title: "Hotel" };
const hotelEn: Doc = { _id: "hotel", language: "en", title: "Hotel" };
const hotelAr: Doc = { _id: "hotel-ar", language: "ar", title: "فندق" };
const mall: Doc = { _id: "mall", language: "en", title: "Mall" };
const mosqueAr: Doc = { _id: "mosque-ar", language: "ar", title: "مسجد" };
const museumFr: Doc = { _id: "museum-fr", language: "fr", title: "Musée" };

const hotelSet: TranslationSet = [
  { language: "en", id: "hotel" },
  { language: "ar", id: "hotel-ar" },
];

/** Each document shown, with the language it is marked as where that is not the page's. */
const view = (documents: { _id: string; title: string; lang?: string }[]) =>
  documents.map(({ _id, title, lang }) => `${_id}: ${title}${lang === undefined ? "" : ` [${lang}]`}`);

describe("inLanguage", () => {
  it.each([
    ["a document without a language is the default language's", [hotel], [], "en", ["hotel: Hotel"]],
    [
      "the default language shows only its own documents",
      [hotelEn, hotelAr, mall, mosqueAr],
      [hotelSet],
      "en",
      ["hotel: Hotel", "mall: Mall"],
    ],
    [
      "a translation takes its original's place and address",
      [hotelEn, hotelAr],
      [hotelSet],
      "ar",
      ["hotel: فندق"],
    ],
    [
      "an untranslated document shows in the default language, marked so",
      [hotel, mall],
      [],
      "ar",
      ["hotel: Hotel [en]", "mall: Mall [en]"],
    ],
    [
      "a document written only in the language keeps its own address, after the rest",
      [mosqueAr, hotel, hotelAr],
      [hotelSet],
      "ar",
      ["hotel: فندق", "mosque-ar: مسجد"],
    ],
    [
      "a translation whose original is missing (left out, or deleted) stands on its own",
      [hotelAr, mall],
      [hotelSet],
      "ar",
      ["mall: Mall [en]", "hotel-ar: فندق"],
    ],
    [
      "metadata naming a translation that is not there changes nothing",
      [hotel],
      [hotelSet],
      "ar",
      ["hotel: Hotel [en]"],
    ],
    ["a language the site does not speak shows nowhere", [museumFr, mall], [], "ar", ["mall: Mall [en]"]],
  ] satisfies [string, Doc[], TranslationSet[], string, string[]][])(
    "%s",
    (_, documents, sets, language, expected) => {
      expect(view(inLanguage(documents, sets, language, "en"))).toEqual(expected);
    },
  );

  it("keeps the translation's own fields, not the original's", () => {
    const [shown] = inLanguage(
      [
        { ...hotelEn, value: "SAR 1 Billion" },
        { ...hotelAr, value: "مليار ريال" },
      ],
      [hotelSet],
      "ar",
      "en",
    );
    expect(shown).toEqual({ _id: "hotel", language: "ar", title: "فندق", value: "مليار ريال" });
  });

  describe("a field the languages share", () => {
    const english = { ...hotelEn, year: 2021, status: "completed" };
    /** The Arabic hotel with `fields` of its own, shown with `year` and `status` shared. */
    type Shared = Doc & { year?: number; status?: string };
    const shownWith = (fields: Partial<Shared>, original: Shared = english) => {
      const problems: TranslationProblem[] = [];
      const documents: Shared[] = [original, { ...hotelAr, ...fields }, { ...mosqueAr, year: 2010 }];
      const shown = inLanguage(documents, [hotelSet], "ar", "en", {
        sharedFields: ["year", "status"],
        report: (problem) => problems.push(problem),
      });
      return { shown: shown.map(({ _id, year, status }) => ({ _id, year, status })), problems };
    };

    it.each([
      ["none of its own: the original's", {}, english, { year: 2021, status: "completed" }, []],
      [
        "an own copy that agrees: the original's, quietly",
        { year: 2021 },
        english,
        { year: 2021, status: "completed" },
        [],
      ],
      [
        "an own copy that disagrees: the original's, with a warning naming both",
        { year: 2019 },
        english,
        { year: 2021, status: "completed" },
        [
          `year: This translation's own copy says 2019, but its original "hotel" (en) says 2021: a fact the languages share is typed once, on the original, and every language's page shows 2021.`,
        ],
      ],
      [
        "an own copy the original lacks (a dataset from before): kept, with a warning",
        { year: 2019 },
        { ...hotelEn, status: "completed" },
        { year: 2019, status: "completed" },
        [
          `year: Only this translation says 2019; its original "hotel" (en) says nothing, so only this translation's page shows it. A fact the languages share is typed once, on the original: type it there.`,
        ],
      ],
    ])("%s", (_, fields, original, expected, messages) => {
      const { shown, problems } = shownWith(fields, original);
      expect(shown).toEqual([
        { _id: "hotel", ...expected },
        // Written only in Arabic: its own, as it has no original.
        { _id: "mosque-ar", year: 2010, status: undefined },
      ]);
      expect(problems.map(({ field, message }) => `${field}: ${message}`)).toEqual(messages);
      expect(problems.every(({ id }) => id === "hotel-ar")).toBe(true);
    });

    it("names a list item's copy by its path: the settings' statistics, shared by _key", () => {
      type Settings = Doc & {
        homeStatistics?: { _key: string; value?: number | undefined; label: string }[];
      };
      const problems: TranslationProblem[] = [];
      const figures = (values: (number | undefined)[], labels: string[]) =>
        values.map((value, index) => ({ _key: `k${index}`, value, label: labels[index] ?? "" }));
      const [shown] = inLanguage<Settings>(
        [
          { ...hotelEn, homeStatistics: figures([41, 1200], ["Years", "Projects"]) },
          { ...hotelAr, homeStatistics: figures([40, undefined], ["سنوات", "مشاريع"]) },
        ],
        [hotelSet],
        "ar",
        "en",
        { sharedFields: ["homeStatistics[].value"], report: (problem) => problems.push(problem) },
      );
      expect(shown?.homeStatistics).toEqual(figures([41, 1200], ["سنوات", "مشاريع"]));
      expect(problems.map(({ id, field }) => `${id} ${field}`)).toEqual([
        'hotel-ar homeStatistics[_key=="k0"].value',
      ]);
    });

    it("leaves the default language's documents as they are", () => {
      const shown = inLanguage([english, { ...hotelAr, year: 2019 }], [hotelSet], "en", "en", {
        sharedFields: ["year"],
      });
      expect(shown).toEqual([english]);
    });
  });
});

describe("foreignText", () => {
  it("marks a text in another language than its page with its language and its own direction", () => {
    expect(foreignText("en")).toEqual({ lang: "en", dir: "auto" });
  });

  it("leaves the page's own language unmarked", () => {
    expect(foreignText(undefined)).toEqual({});
  });
});

describe("translationSets", () => {
  const LANGUAGES = { spoken: ["en", "ar"], default: "en" };
  /** An entry naming a document of `type`; null: no such document is published. */
  const entry = (id: string, language: string, type: string | null = "ourProjects") => ({
    id,
    language,
    type: type ?? undefined,
    documentLanguage: language === "en" ? undefined : language,
  });
  const read = (metadata: TranslationMetadata[]) => {
    const problems: TranslationProblem[] = [];
    const sets = translationSets(metadata, LANGUAGES, (problem) => problems.push(problem));
    return { sets: sets.map((set) => set.map(({ language, id }) => `${language}:${id}`)), problems };
  };

  it.each<[string, TranslationMetadata[], string[][], [string, RegExp][]]>([
    [
      "a sound set, as it is",
      [{ _id: "m", translations: [entry("hotel", "en"), entry("hotel-ar", "ar")] }],
      [["en:hotel", "ar:hotel-ar"]],
      [],
    ],
    [
      "a document that is not published (deleted, or a draft) is left out",
      [{ _id: "m", translations: [entry("hotel", "en"), entry("gone", "ar", null)] }],
      [["en:hotel"]],
      [["m", /names "gone" \(ar\), which is not published/]],
    ],
    [
      "two documents of one language: the first listed is the translation",
      [{ _id: "m", translations: [entry("hotel", "en"), entry("a1", "ar"), entry("a2", "ar")] }],
      [["en:hotel", "ar:a1"]],
      [["m", /two ar documents, "a1" and "a2": the site shows "a1"/]],
    ],
    [
      "two documents of the default language: the first is the original",
      [{ _id: "m", translations: [entry("e1", "en"), entry("e2", "en"), entry("a", "ar")] }],
      [["en:e1", "ar:a"]],
      [["m", /two en documents, "e1" and "e2"/]],
    ],
    [
      "a translation of another type than its original is left out",
      [{ _id: "m", translations: [entry("job-ar", "ar", "careers"), entry("hotel", "en")] }],
      [["en:hotel"]],
      [["m", /joins "hotel" \(ourProjects\) and "job-ar" \(careers\)/]],
    ],
    [
      "a document in a language the site does not speak is left out, quietly",
      [{ _id: "m", translations: [entry("hotel", "en"), entry("hotel-fr", "fr")] }],
      [["en:hotel"]],
      [],
    ],
    [
      "the document's own language counts, not the set's label for it",
      [{ _id: "m", translations: [entry("hotel", "en"), { ...entry("mall", "en"), language: "ar" }] }],
      [["en:hotel"]],
      [["m", /two en documents, "hotel" and "mall"/]],
    ],
    [
      "a document in two sets stays in the first by id",
      [
        { _id: "m2", translations: [entry("mall", "en"), entry("shared-ar", "ar")] },
        { _id: "m1", translations: [entry("hotel", "en"), entry("shared-ar", "ar")] },
      ],
      [["en:hotel", "ar:shared-ar"], ["en:mall"]],
      [["m2", /names "shared-ar", which the earlier set "m1" holds/]],
    ],
  ])("%s", (_, metadata, sets, problems) => {
    const result = read(metadata);
    expect(result.sets).toEqual(sets);
    expect(result.problems.map(({ id }) => id)).toEqual(problems.map(([id]) => id));
    result.problems.forEach((problem, index) => {
      expect(problem.field).toBe("translations");
      expect(problem.message).toMatch(problems[index]?.[1] ?? /^$/);
    });
  });

  it("never drops or doubles a page: every spoken document shows once in each language", () => {
    const documents: Doc[] = [
      hotelEn,
      hotelAr,
      { _id: "hotel-ar-2", language: "ar", title: "فندق ٢" },
      mall,
      { _id: "job-ar", language: "ar", title: "وظيفة" },
    ];
    const metadata: TranslationMetadata[] = [
      {
        _id: "m",
        translations: [
          entry("hotel", "en"),
          entry("hotel-ar", "ar"),
          entry("hotel-ar-2", "ar"),
          entry("job-ar", "ar", "careers"),
          entry("deleted", "ar", null),
        ],
      },
    ];
    const sets = translationSets(metadata, LANGUAGES, () => undefined);
    const shown = (language: string) => inLanguage(documents, sets, language, "en").map(({ _id }) => _id);
    expect(shown("en")).toEqual(["hotel", "mall"]);
    expect(shown("ar")).toEqual(["hotel", "mall", "hotel-ar-2", "job-ar"]);
    expect(new Set(shown("ar")).size).toBe(shown("ar").length);
  });
});

describe("unspokenLanguages", () => {
  it.each<[string, Doc[], string[]]>([
    ["the site's languages, and none", [hotel, hotelAr, mall], []],
    ["a language the site does not speak", [museumFr, mall], ["museum-fr"]],
  ])("%s", (_, documents, reported) => {
    const problems: TranslationProblem[] = [];
    unspokenLanguages(documents, { spoken: ["en", "ar"], default: "en" }, (problem) =>
      problems.push(problem),
    );
    expect(problems.map(({ id }) => id)).toEqual(reported);
    for (const problem of problems) {
      expect(problem).toMatchObject({ field: "language", message: expect.stringContaining('"fr"') });
    }
  });
});

describe("translation problems in a log line", () => {
  it("cannot forge a line: a set's odd language label or a document's odd type is quoted", () => {
    const problems: TranslationProblem[] = [];
    translationSets(
      [
        {
          _id: "m",
          translations: [
            { id: "a", language: "en", type: "ourProjects" },
            { id: "b", language: "ar\n[content] forged", type: undefined },
            { id: "c", language: "ar", type: "x\ny", documentLanguage: "ar" },
          ],
        },
      ],
      { spoken: ["en", "ar"], default: "en" },
      (problem) => problems.push(problem),
    );
    expect(problems).toHaveLength(2);
    for (const problem of problems) expect(translationWarning(problem)).not.toContain("\n");
  });
});
