/**
 * The migration a company runs once the site reads the fields the languages share from the
 * original (studio/migrations/clear-shared-copies): a translation's copy that agrees is cleared,
 * one that disagrees or that the original lacks is listed and kept, and a document written only
 * in its language keeps its own.
 */
import { evaluate, parse } from "groq-js";
import { afterEach, describe, expect, it, vi } from "vitest";
import migration from "../../studio/migrations/clear-shared-copies/index.ts";

const entry = (language: string, id: string) => ({
  _key: language,
  language,
  value: { _type: "reference", _ref: id, _weak: true },
});
const project = {
  _id: "hotel",
  _type: "ourProjects",
  language: "en",
  title: "Hotel",
  year: 2021,
  status: "completed",
};
const position = {
  _id: "engineer",
  _type: "careers",
  language: "en",
  title: "Engineer",
  closesOn: "2026-12-31",
};
const figures = (values: (number | undefined)[]) =>
  values.map((value, index) => ({ _key: `k${index}`, _type: "statistic", label: `figure ${index}`, value }));
const settings = {
  _id: "settings",
  _type: "siteSettings",
  language: "en",
  homeStatistics: figures([41, 1200]),
};
const dataset = [
  project,
  position,
  settings,
  { _id: "settings-ar", _type: "siteSettings", language: "ar", homeStatistics: figures([41, 1100, 3]) },
  { _id: "settings-cleared-ar", _type: "siteSettings", language: "ar", homeStatistics: figures([undefined]) },
  {
    _id: "hotel-ar",
    _type: "ourProjects",
    language: "ar",
    title: "فندق",
    year: 2021,
    status: "underConstruction",
    area: 900,
  },
  { _id: "drafts.hotel-ar", _type: "ourProjects", language: "ar", title: "فندق", year: 2021 },
  { _id: "engineer-ar", _type: "careers", language: "ar", title: "مهندس", closesOn: "2026-12-31" },
  { _id: "engineer-copyless-ar", _type: "careers", language: "ar", title: "مهندس" },
  { _id: "mosque-ar", _type: "ourProjects", language: "ar", title: "مسجد", year: 2010 },
  {
    _id: "translations-hotel",
    _type: "translation.metadata",
    translations: [entry("en", "hotel"), entry("ar", "hotel-ar")],
  },
  {
    _id: "translations-settings",
    _type: "translation.metadata",
    translations: [entry("en", "settings"), entry("ar", "settings-ar")],
  },
  {
    _id: "translations-engineer",
    _type: "translation.metadata",
    translations: [entry("en", "engineer"), entry("ar", "engineer-ar")],
  },
];

const query = async (groq: string, params: Record<string, unknown> = {}) =>
  (await evaluate(parse(groq, { params }), { dataset, params })).get();

/** The migration's patches for a document, with the context Sanity gives it: a client over the dataset. */
async function migrate(id: string) {
  const document = dataset.find((doc) => doc._id === id);
  const run = migration.migrate.document as unknown as (doc: unknown, context: unknown) => Promise<unknown>;
  return run(document, { client: { fetch: query }, dryRun: true });
}

describe("clear-shared-copies", () => {
  afterEach(() => vi.restoreAllMocks());

  it("chooses the translations that hold a copy of a shared field, drafts too", async () => {
    const chosen = await query(`*[_type in $types && (${migration.filter})]._id`, {
      types: migration.documentTypes,
    });
    expect(chosen).toEqual(["settings-ar", "hotel-ar", "drafts.hotel-ar", "engineer-ar", "mosque-ar"]);
  });

  it("clears the copies that agree, and lists each that does not, naming the field and both values", async () => {
    const listed = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(await migrate("hotel-ar")).toEqual([{ path: ["year"], op: { type: "unset" } }]);
    expect(listed.mock.calls.map(([line]) => line)).toEqual([
      `"hotel-ar" status: This translation's own copy says "underConstruction", but its original "hotel" says "completed": a fact the languages share is typed once, on the original, and every language's page shows "completed". Left as it is.`,
      `"hotel-ar" area: Only this translation says 900; its original "hotel" says nothing, so only this translation's page shows it. A fact the languages share is typed once, on the original: type it there. Left as it is.`,
    ]);
  });

  it.each([
    [
      "a draft, by its published document's set",
      "drafts.hotel-ar",
      [{ path: ["year"], op: { type: "unset" } }],
    ],
    ["a position's closing day", "engineer-ar", [{ path: ["closesOn"], op: { type: "unset" } }]],
    ["nothing of a document written only in its language", "mosque-ar", []],
  ])("clears %s", async (_, id, patches) => {
    expect(await migrate(id)).toEqual(patches);
  });

  it("clears a statistic's number that agrees, by its item's _key, and lists the rest", async () => {
    const listed = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(await migrate("settings-ar")).toEqual([
      { path: ["homeStatistics", { _key: "k0" }, "value"], op: { type: "unset" } },
    ]);
    expect(listed.mock.calls.map(([line]) => String(line).split(":")[0])).toEqual([
      `"settings-ar" homeStatistics[_key=="k1"].value`,
      `"settings-ar" homeStatistics[_key=="k2"].value`,
    ]);
  });
});
