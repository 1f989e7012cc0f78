/**
 * The project register (studio/register/): a spreadsheet of the company's projects read into
 * documents by the Studio's own rules, and written back from a dataset. The sample's projects
 * make a register whose import changes nothing, and whose first import makes the same
 * documents but for their pictures; each kind of bad input is named and loses nothing else.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../publishing/repository-paths.ts";
import { validateDataset } from "../../studio/validation/validate-dataset.ts";
import { outcomeCounts, planImport, type ImportPlan } from "../../studio/register/plan-import.ts";
import {
  readRegister,
  REGISTER_COLUMNS,
  registerCsv,
  registerRows,
  RegisterFileError,
  SHARED_COLUMNS,
  TEXT_STEMS,
  without,
  type SanityDocument,
} from "../../studio/register/register.ts";
import { FACT_KEYS, PROJECT_FACTS } from "#src/lib/content/project-facts.ts";
import { sampleDocuments } from "../../tooling/builds.ts";
import { SAMPLE_DAY } from "../../tooling/sample-data/content.ts";

const sample = sampleDocuments() as SanityDocument[];
const bytes = (text: string) => new TextEncoder().encode(text);
const read = (text: string) => readRegister(bytes(text));
const plan = (text: string, existing: readonly SanityDocument[] = []) =>
  planImport(read(text), existing, SAMPLE_DAY);
const sampleRegister = registerCsv(registerRows(sample));

/** A register of the given columns, one line a row. */
const csv = (columns: readonly string[], ...rows: string[]) => [columns.join(","), ...rows].join("\n");
const BASIC = ["project_number", "title_en", "title_ar", "area_m2", "completion_year", "region"];
const documentOf = (result: ImportPlan, id: string) =>
  result.documents.find((document) => document._id === id);

describe("the register's columns", () => {
  it("hold every fact of a project: the shared ones once, the texts in each language", () => {
    const facts = FACT_KEYS.filter((key) => PROJECT_FACTS[key].shared && key !== "coordinates");
    expect(Object.values(SHARED_COLUMNS).sort()).toEqual([...facts].sort());
    for (const key of FACT_KEYS.filter((fact) => PROJECT_FACTS[fact].kind === "text")) {
      expect(TEXT_STEMS).toContain(key);
    }
    for (const stem of TEXT_STEMS) {
      expect(REGISTER_COLUMNS).toEqual(expect.arrayContaining([`${stem}_en`, `${stem}_ar`]));
    }
  });
});

describe("the sample's register", () => {
  it("imported onto the sample changes nothing: export then import is a round trip", async () => {
    const result = await plan(sampleRegister, sample);
    expect(outcomeCounts(result.outcomes)).toEqual({ created: 0, replaced: 0, unchanged: 20, refused: 0 });
    expect(result.documents).toEqual([]);
    expect(result.notes.filter((note) => note.level === "error")).toEqual([]);
  });

  it("imported into an empty dataset makes the sample's projects, sets and all, but for their pictures", async () => {
    const result = await plan(sampleRegister);
    expect(outcomeCounts(result.outcomes)).toMatchObject({ created: 20, refused: 0 });
    const imported = new Set(result.documents.map((document) => document._id));
    const pictureless = (document: SanityDocument) =>
      without(document, ["image", "images", "inProfile", "_rev", "_createdAt", "_updatedAt"]);
    const expected = sample.filter((document) => imported.has(document._id)).map(pictureless);
    expect(expected).toHaveLength(result.documents.length);
    expect(
      [...result.documents].map(pictureless).sort((a, b) => String(a["_id"]).localeCompare(String(b["_id"]))),
    ).toEqual(expected.sort((a, b) => String(a["_id"]).localeCompare(String(b["_id"]))));
    // Every project and its translation set, so the site builds the same pages.
    const projects = sample.filter((document) => document._type === "ourProjects").map(({ _id }) => _id);
    expect(projects.every((id) => imported.has(id))).toBe(true);
    // And content:validate finds no error in the dataset they make.
    const rest = sample.filter((document) => !imported.has(document._id));
    const problems = await validateDataset([...rest, ...result.documents], SAMPLE_DAY);
    expect(problems.filter((problem) => problem.level === "error")).toEqual([]);
  });

  it("template in sample-data imports with no cell left out", async () => {
    const result = await planImport(
      readRegister(readFileSync(join(ROOT, "sample-data/register-template.csv"))),
      [],
      SAMPLE_DAY,
    );
    expect(outcomeCounts(result.outcomes)).toMatchObject({ created: 1, refused: 0 });
    expect(result.notes).toEqual([]);
  });

  it("is written with a byte-order mark and CRLF, as Excel writes CSV UTF-8, and read back the same", () => {
    expect(sampleRegister.startsWith(`\uFEFF${REGISTER_COLUMNS.join(",")}\r\n`)).toBe(true);
    expect(read(sampleRegister).rows.map((row) => row.cells)).toEqual(
      registerRows(sample).map((cells) =>
        Object.fromEntries(REGISTER_COLUMNS.map((c) => [c, cells[c] ?? ""])),
      ),
    );
  });
});

describe("a row", () => {
  it("keeps quoted commas, quotes and line breaks as written", async () => {
    const result = await plan(
      csv(
        ["project_number", "title_en", "description_en"],
        `P-1,"Tower, phase ""B""","First line\nsecond line"`,
      ),
    );
    expect(documentOf(result, "project-P-1")).toMatchObject({
      title: 'Tower, phase "B"',
      description: "First line\nsecond line",
    });
  });

  it("makes the English project, and its Arabic translation joined by a set where an Arabic cell is filled", async () => {
    const result = await plan(csv(BASIC, 'P-1,Tower,برج,"12,500",٢٠٢٣,sa-01', "P-2,Hall,,,,"));
    expect(result.documents.map((document) => document._id)).toEqual([
      "project-P-1",
      "project-P-1-ar",
      "translations-project-P-1",
      "project-P-2",
    ]);
    // The shared facts on the original alone; numbers as a spreadsheet writes them.
    expect(documentOf(result, "project-P-1")).toMatchObject({
      area: 12500,
      year: 2023,
      region: "SA-01",
      language: "en",
    });
    expect(documentOf(result, "project-P-1-ar")).toEqual({
      _id: "project-P-1-ar",
      _type: "ourProjects",
      language: "ar",
      title: "برج",
    });
    expect(documentOf(result, "translations-project-P-1")?.["translations"]).toMatchObject([
      { language: "en", value: { _ref: "project-P-1", _weak: true } },
      { language: "ar", value: { _ref: "project-P-1-ar", _weak: true } },
    ]);
  });

  it("in Arabic alone is an Arabic project written first, holding the facts", async () => {
    const result = await plan(csv(BASIC, "P-3,,مسجد,900,2020,SA-02"));
    expect(result.documents).toEqual([
      {
        _id: "project-P-3",
        _type: "ourProjects",
        language: "ar",
        title: "مسجد",
        area: 900,
        year: 2020,
        region: "SA-02",
      },
    ]);
  });

  it("leaves out a cell that breaks its rule, named with the Studio's words, and imports the rest", async () => {
    const result = await plan(
      csv(
        [...BASIC, "status", "latitude", "longitude"],
        "P-4,Depot,,-5,twenty,XX,Under construction,91,46.7",
      ),
    );
    expect(documentOf(result, "project-P-4")).toEqual({
      _id: "project-P-4",
      _type: "ourProjects",
      language: "en",
      title: "Depot",
      status: "underConstruction",
    });
    expect(
      result.notes
        .filter((note) => note.level === "error")
        .map(({ row, number, column }) => [row, number, column]),
    ).toEqual([
      [2, "P-4", "completion_year"],
      [2, "P-4", "area_m2"],
      [2, "P-4", "region"],
      [2, "P-4", "latitude, longitude"],
    ]);
    expect(result.notes.every((note) => note.message.startsWith("left out: "))).toBe(true);
  });

  it.each([
    ["has no project number", ",Tower", /no project number/],
    ["has a number a document's id cannot hold", "P/7,Tower", /"P\/7" is not letters.*"P-7"/],
    ["has no title in any language", "P-8,", /no title in any language/],
  ])("is refused when it %s, and the others are imported", async (_, row, reason) => {
    const result = await plan(csv(["project_number", "title_en"], row, "P-9,Hall"));
    expect(result.outcomes.map((outcome) => outcome.action)).toEqual(["refused", "created"]);
    expect(result.outcomes[0]?.reasons.join()).toMatch(reason);
    expect(result.documents.map((document) => document._id)).toEqual(["project-P-9"]);
  });

  it("is refused, with every other row of its number, when the number is on two rows", async () => {
    const result = await plan(csv(["project_number", "title_en"], "P-1,A", "P-2,B", "P-1,C"));
    expect(result.outcomes.map(({ row, action }) => [row, action])).toEqual([
      [2, "refused"],
      [3, "created"],
      [4, "refused"],
    ]);
  });
});

describe("a project the dataset holds already", () => {
  const stored = sample.find((document) => document._id === "project-al-noor-hotel");
  const number = "al-noor-hotel";

  it("takes the columns the file has, and keeps its pictures and every field the file has no column for", async () => {
    const result = await plan(csv(["project_number", "area_m2", "client_en"], `${number},90000,`), sample);
    expect(result.outcomes[0]).toMatchObject({ action: "replaced", ids: ["project-al-noor-hotel"] });
    expect(documentOf(result, "project-al-noor-hotel")).toEqual({
      ...without(stored as SanityDocument, ["client", "_rev", "_updatedAt"]),
      area: 90000,
    });
  });

  it("made in the Studio, is found by the id its exported row carries as its number", async () => {
    const madeInStudio = { ...(stored as SanityDocument), _id: "3f2a9c1e-5b7d-4e0a-9c1f-2d8e6b4a7c90" };
    const rows = registerRows([madeInStudio]);
    expect(rows[0]?.project_number).toBe(madeInStudio._id);
    const result = await plan(csv(["project_number", "area_m2"], `${madeInStudio._id},1200`), [madeInStudio]);
    expect(result.documents.map(({ _id, area }) => [_id, area])).toEqual([[madeInStudio._id, 1200]]);
  });

  it("keeps what it held where a cell breaks its rule", async () => {
    const result = await plan(csv(["project_number", "area_m2"], `${number},-1`), sample);
    expect(result.outcomes[0]?.action).toBe("unchanged");
    expect(result.notes).toMatchObject([{ row: 2, column: "area_m2", level: "error" }]);
  });
});

describe("a file the import cannot read", () => {
  it.each([
    [
      "in another encoding",
      new Uint8Array([...bytes("project_number,title_en\nP-1,Caf"), 0xe9]),
      /is not UTF-8 text/,
    ],
    ["empty", bytes(" \n"), /is empty: its first row names the columns/],
    [
      "with an unknown column",
      bytes("project_number,title,title_en\n"),
      /does not know: "title"\. The columns are/,
    ],
    ["without project_number", bytes("title_en\nTower\n"), /has no project_number column/],
    [
      "with a quote left open",
      bytes('project_number,title_en\nP-1,"Tower\n'),
      /is not CSV: Quote Not Closed/,
    ],
  ])("%s is named, and nothing is planned", (_, file, message) => {
    expect(() => readRegister(file)).toThrow(RegisterFileError);
    expect(() => readRegister(file)).toThrow(message);
  });

  it("reads a file with a byte-order mark", () => {
    expect(read("\uFEFFproject_number,title_en\nP-1,Tower\n").rows).toEqual([
      { row: 2, cells: { project_number: "P-1", title_en: "Tower" } },
    ]);
  });

  it("sets aside a row with a cell too many or too few, by its number", () => {
    const { rows, unreadable } = read(
      csv(["project_number", "title_en"], "P-1,Tower,Riyadh", "P-2", "P-3,Hall"),
    );
    expect(rows.map((row) => row.row)).toEqual([4]);
    expect(unreadable).toEqual([
      { row: 2, reason: expect.stringMatching(/^has 3 cells where the header has 2/) },
      { row: 3, reason: expect.stringMatching(/^has 1 cells where the header has 2/) },
    ]);
  });
});
