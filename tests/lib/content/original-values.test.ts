import { describe, expect, it } from "vitest";
import {
  sharedCopyProblem,
  sharedValueProblem,
  sharedValues,
  valueAt,
  withOriginalValues,
  withoutSharedValues,
} from "#src/lib/content/original-values.ts";

/** Settings whose statistics' numbers are shared, item by item, by `_key`. */
const STATISTICS = ["homeStatistics[].value"];
const english = {
  _id: "s",
  homeStatistics: [
    { _key: "years", value: 41, label: "Years" },
    { _key: "projects", value: 1200, label: "Projects" },
  ],
};

describe("withOriginalValues", () => {
  const original = { _id: "p", title: "Hotel", year: 2021, status: "completed", area: undefined };
  it.each([
    [
      "takes the original's value over the translation's",
      { _id: "p-ar", title: "فندق", year: 2019 },
      { year: 2021, status: "completed" },
    ],
    ["fills what the translation lacks", { _id: "p-ar", title: "فندق" }, { year: 2021, status: "completed" }],
    [
      "keeps the translation's own where the original has none",
      { _id: "p-ar", title: "فندق", area: 900 },
      { year: 2021, status: "completed", area: 900 },
    ],
  ])("%s, and nothing but the shared fields", (_, translation, expected) => {
    expect(
      withOriginalValues<Record<string, unknown>>(translation, original, ["year", "status", "area"]),
    ).toEqual({
      ...translation,
      ...expected,
    });
  });

  it("returns the translation itself with no field to share", () => {
    const translation = { _id: "p-ar", title: "فندق" };
    expect(withOriginalValues<Record<string, unknown>>(translation, original, [])).toBe(translation);
  });
});

describe("a list's items' shared field, matched by _key", () => {
  it("gives each item of the translation its original's value, in the translation's order, adding none", () => {
    const arabic = {
      _id: "s-ar",
      homeStatistics: [
        { _key: "projects", label: "مشاريع" },
        { _key: "years", value: 40, label: "سنوات" },
        { _key: "cranes", value: 12, label: "رافعات" },
      ],
    };
    expect(withOriginalValues(arabic, english, STATISTICS)).toEqual({
      _id: "s-ar",
      homeStatistics: [
        { _key: "projects", value: 1200, label: "مشاريع" },
        { _key: "years", value: 41, label: "سنوات" },
        { _key: "cranes", value: 12, label: "رافعات" },
      ],
    });
    expect(arabic.homeStatistics[1]?.value).toBe(40);
  });

  it("leaves a translation without the list as it is", () => {
    expect(withOriginalValues<Record<string, unknown>>({ _id: "s-ar" }, english, STATISTICS)).toEqual({
      _id: "s-ar",
    });
  });

  it("finds each value with its path as Sanity writes it, skipping items without a _key and empty values", () => {
    const values = sharedValues(
      {
        status: "completed",
        homeStatistics: [{ _key: "years", value: 41 }, { value: 3 }, { _key: "none", value: null }, "x"],
      },
      ["status", "year", ...STATISTICS],
    );
    expect(values.map(({ path, value }) => [path, value])).toEqual([
      ["status", "completed"],
      ['homeStatistics[_key=="years"].value', 41],
    ]);
    expect(valueAt(english, values[1]?.steps ?? [])).toBe(41);
  });

  it("clears a translation's copies as the Studio leaves them, keeping the rest", () => {
    expect(
      withoutSharedValues(
        { status: "completed", title: "t", homeStatistics: [{ _key: "years", value: 41, label: "سنوات" }] },
        ["status", ...STATISTICS],
      ),
    ).toEqual({ title: "t", homeStatistics: [{ _key: "years", label: "سنوات" }] });
  });

  it.each([
    ["an item's copy that agrees", { _key: "years", value: 41 }, undefined],
    [
      "an item's copy that disagrees",
      { _key: "years", value: 40 },
      "This translation's own copy says 40, but the English version says 41: a fact the languages share is typed once, on the original, and every language's page shows 41.",
    ],
    [
      "an item the original lacks",
      { _key: "cranes", value: 12 },
      'Only this translation has this item, so only its page shows 12. An item the languages share is added on the English version, where this value is typed for every language; a translation then takes it with "Add missing items".',
    ],
  ])("%s", (_, item, expected) => {
    const [copy] = sharedValues({ homeStatistics: [item] }, STATISTICS);
    expect(copy && sharedValueProblem(copy, english, "the English version")).toBe(expected);
  });
});

describe("sharedCopyProblem", () => {
  it.each([
    ["no copy", undefined, 2021, undefined],
    ["a null copy", null, 2021, undefined],
    ["a copy that agrees", 2021, 2021, undefined],
    ["a day that agrees", "2026-12-31", "2026-12-31", undefined],
    [
      "a copy that disagrees",
      "2026-11-01",
      "2026-12-31",
      `This translation's own copy says "2026-11-01", but the English version says "2026-12-31": a fact the languages share is typed once, on the original, and every language's page shows "2026-12-31".`,
    ],
    [
      "a copy the original lacks",
      2019,
      undefined,
      "Only this translation says 2019; the English version says nothing, so only this translation's page shows it. A fact the languages share is typed once, on the original: type it there.",
    ],
  ])("%s", (_, copy, originalValue, expected) => {
    expect(sharedCopyProblem(copy, originalValue, "the English version")).toBe(expected);
  });

  it("speaks the editor's words where it is given them", () => {
    const titles: Record<string, string> = {
      completed: "Completed",
      underConstruction: "Under construction",
    };
    expect(
      sharedCopyProblem(
        "underConstruction",
        "completed",
        "the English version",
        (value) => `"${titles[String(value)]}"`,
      ),
    ).toBe(
      `This translation's own copy says "Under construction", but the English version says "Completed": a fact the languages share is typed once, on the original, and every language's page shows "Completed".`,
    );
  });
});
