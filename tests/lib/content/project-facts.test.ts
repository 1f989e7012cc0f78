import { describe, expect, it } from "vitest";
import { ar } from "#src/i18n/ar.ts";
import { en } from "#src/i18n/en.ts";
import { formatNumber } from "#src/i18n/format.ts";
import {
  cardFacts,
  areaProblem,
  periodProblem,
  projectFacts,
  projectPeriod,
  type ProjectFactValues,
} from "#src/lib/content/project-facts.ts";

const words = (dictionary: typeof en) => ({
  ...dictionary.project,
  language: dictionary.language,
  numerals: dictionary.numerals,
  separators: dictionary.separators,
});
const EN = words(en);
const AR = words(ar);

describe("projectPeriod", () => {
  it.each<[string, ProjectFactValues, string | undefined, string | undefined]>([
    ["start and completion", { startYear: 2019, year: 2021 }, "2019–2021", "٢٠١٩–٢٠٢١"],
    ["completed, both years", { status: "completed", startYear: 2019, year: 2021 }, "2019–2021", "٢٠١٩–٢٠٢١"],
    [
      "under construction, since its start",
      { status: "underConstruction", startYear: 2024 },
      "Since 2024",
      "منذ ٢٠٢٤",
    ],
    [
      "under construction, with its planned completion",
      { status: "underConstruction", startYear: 2024, year: 2027 },
      "2024–2027 (expected)",
      "٢٠٢٤–٢٠٢٧ (متوقع)",
    ],
    [
      "under construction, only the planned completion",
      { status: "underConstruction", year: 2027 },
      "Completion expected 2027",
      "الإنجاز المتوقع ٢٠٢٧",
    ],
    ["only the completion year", { year: 2010 }, "2010", "٢٠١٠"],
    ["only the start, not under construction", { startYear: 2019 }, "Started 2019", "بدأ عام ٢٠١٩"],
    ["neither year", { status: "completed" }, undefined, undefined],
  ])("%s", (_, facts, english, arabic) => {
    expect(projectPeriod(facts, EN)).toBe(english);
    expect(projectPeriod(facts, AR)).toBe(arabic);
  });
});

describe("formatNumber", () => {
  it.each<[number, string, string]>([
    [12_500, "12,500", "١٢٬٥٠٠"],
    [950, "950", "٩٥٠"],
    [1_234_567.891, "1,234,567.89", "١٬٢٣٤٬٥٦٧٫٨٩"],
    [36_500.5, "36,500.5", "٣٦٬٥٠٠٫٥"],
  ])("%d reads %s, in Arabic %s", (value, english, arabic) => {
    expect(formatNumber(value, en.numerals, en.separators)).toBe(english);
    expect(formatNumber(value, ar.numerals, ar.separators)).toBe(arabic);
  });
});

describe("projectFacts", () => {
  const every: ProjectFactValues = {
    client: "Oasis Hotels",
    location: "Riyadh, Saudi Arabia",
    status: "completed",
    startYear: 2018,
    year: 2021,
    area: 12_500,
    region: "SA-01",
    coordinates: { lat: 24.7136, lng: 46.6753 },
    scope: "Main contractor, design and build",
  };

  it("lists every fact a project has, labelled, in the page's order", () => {
    expect(projectFacts(every, EN).map(({ label, value }) => [label, value])).toEqual([
      ["Client", "Oasis Hotels"],
      ["Location", "Riyadh, Saudi Arabia"],
      ["Status", "Completed"],
      ["Period", "2018–2021"],
      ["Built-up area", "12,500 m²"],
      ["Region", "Riyadh Region"],
      ["Scope", "Main contractor, design and build"],
    ]);
  });

  it("says in the page's words and digits what is not the editor's text", () => {
    expect(projectFacts(every, AR).map(({ label, value, written }) => [label, value, written])).toEqual([
      ["العميل", "Oasis Hotels", true],
      ["الموقع", "Riyadh, Saudi Arabia", true],
      ["الحالة", "مكتمل", false],
      ["فترة التنفيذ", "٢٠١٨–٢٠٢١", false],
      ["مسطح البناء", "١٢٬٥٠٠ م²", false],
      ["المنطقة", "منطقة الرياض", false],
      ["نطاق الأعمال", "Main contractor, design and build", true],
    ]);
  });

  it.each<[string, ProjectFactValues, string[]]>([
    ["none", {}, []],
    ["blank texts", { client: " ", location: "", scope: "\n" }, []],
    ["only a completion year", { year: 2010 }, ["period"]],
    ["under construction with no year", { status: "underConstruction" }, ["status"]],
    ["an area alone", { area: 0.5 }, ["area"]],
    [
      "a point with no region: the map places it, the page names no place",
      { coordinates: { lat: 24, lng: 46 } },
      [],
    ],
  ])("leaves out what a project lacks: %s", (_, facts, keys) => {
    expect(projectFacts(facts, EN).map(({ row }) => row)).toEqual(keys);
  });
});

describe("a project's place", () => {
  it.each<[ProjectFactValues["region"], string, string]>([
    ["SA-04", "Eastern Province", "المنطقة الشرقية"],
    ["SA-14", "Asir Region", "منطقة عسير"],
    ["AE", "United Arab Emirates", "الإمارات العربية المتحدة"],
    ["EG", "Egypt", "مصر"],
  ])("%s reads %s, in Arabic %s", (region, english, arabic) => {
    const value = (words: typeof EN) =>
      projectFacts({ region }, words).find((fact) => fact.row === "region")?.value;
    expect(value(EN)).toBe(english);
    expect(value(AR)).toBe(arabic);
  });
});

describe("the facts' rules, the Studio's and the build's (years: years.test.ts)", () => {
  it.each<[unknown, boolean]>([
    [12_500, true],
    [0.5, true],
    [0, false],
    [-12_500, false],
    [Number.POSITIVE_INFINITY, false],
    ["12500", false],
  ])("the area %j is %s", (value, valid) => {
    expect(areaProblem(value) === undefined).toBe(valid);
  });

  it.each<[unknown, unknown, string | undefined]>([
    [2019, 2021, undefined],
    [2021, 2021, undefined],
    [2022, 2021, "the start (2022) is after the completion (2021)"],
    [2022, undefined, undefined],
    [undefined, 2021, undefined],
  ])("a start of %j and a completion of %j: %s", (start, end, problem) => {
    expect(periodProblem(start, end)).toBe(problem);
  });
});

describe("cardFacts: what the table puts on a card", () => {
  it.each<[string, ProjectFactValues, [string, string, string | undefined][]]>([
    [
      "a location and a status",
      { location: "Riyadh", status: "underConstruction", client: "Not on the card" },
      [
        ["location", "Riyadh", undefined],
        ["status", "Under construction", "underConstruction"],
      ],
    ],
    ["none of the card's facts", { client: "Oasis Hotels", year: 2021 }, []],
    ["a blank location", { location: "  ", status: "completed" }, [["status", "Completed", "completed"]]],
  ])("%s", (_, facts, expected) => {
    expect(cardFacts(facts, EN).map(({ key, value, status }) => [key, value, status])).toEqual(expected);
  });
});
