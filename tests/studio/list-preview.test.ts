import { describe, expect, it } from "vitest";
import { classifications } from "../../studio/schema-types/classifications.ts";
import { landingPageProjects } from "../../studio/schema-types/landing-page-projects.ts";
import { listPreview, NO_ORDER, NO_YEAR, withLanguageMark } from "../../studio/schema-types/list-preview.ts";
import { ourProjects } from "../../studio/schema-types/our-projects.ts";

describe("a translated type's list entry", () => {
  const prepared = withLanguageMark({
    select: { title: "title", year: "year" },
    prepare: ({ title, year }) => listPreview(title, [year]),
  });
  const selected = withLanguageMark({ select: { title: "name", subtitle: "position" } });

  it("selects the document's language beside what the type selects", () => {
    expect(prepared.select).toEqual({ title: "title", year: "year", language: "language" });
  });

  it.each<[string, ReturnType<typeof withLanguageMark>, Record<string, unknown>, string]>([
    ["an Arabic project", prepared, { title: "ملعب", year: 2021, language: "ar" }, "Arabic · 2021"],
    ["an English project", prepared, { title: "Arena", year: 2021, language: "en" }, "English · 2021"],
    [
      "a project written before the site had languages",
      prepared,
      { title: "Arena", year: 2021 },
      "English · 2021",
    ],
    ["a project without a subtitle", prepared, { title: "Arena", language: "ar" }, "Arabic"],
    [
      "a member, selected without prepare",
      selected,
      { title: "Sara", subtitle: "CEO", language: "ar" },
      "Arabic · CEO",
    ],
  ])("%s reads %j", (_, preview, value, subtitle) => {
    expect(preview.prepare(value).subtitle).toBe(subtitle);
  });
});

describe("the lists' entries of what the site shows last", () => {
  const entry =
    (type: { preview?: { prepare?: (value: Record<string, unknown>) => { subtitle?: string } } }) =>
    (value: Record<string, unknown>) =>
      type.preview?.prepare?.(value).subtitle;

  it.each<[string, (value: Record<string, unknown>) => string | undefined, Record<string, unknown>, string]>([
    [
      "a project without a year",
      entry(ourProjects),
      { title: "Arena", category: "Airport" },
      `${NO_YEAR} · Airport`,
    ],
    [
      "a project with one",
      entry(ourProjects),
      { title: "Arena", year: 2021, category: "Airport" },
      "2021 · Airport",
    ],
    ["a home page project without one", entry(landingPageProjects), { title: "Arena" }, NO_YEAR],
    [
      "a home page project with its project's",
      entry(landingPageProjects),
      { projectTitle: "Arena", projectYear: 2019, value: "SAR 5 Million" },
      "2019 · SAR 5 Million",
    ],
    ["a certificate without an order", entry(classifications), { title: "ISO 9001" }, NO_ORDER],
  ])("%s reads %j", (_, subtitle, value, expected) => {
    expect(subtitle(value)).toContain(expected);
  });
});
