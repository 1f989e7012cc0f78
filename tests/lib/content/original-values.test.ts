import { describe, expect, it } from "vitest";
import { sharedCopyProblem, withOriginalValues } from "#src/lib/content/original-values.ts";

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
