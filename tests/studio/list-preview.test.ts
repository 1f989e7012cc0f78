import { describe, expect, it } from "vitest";
import { listPreview, withLanguageMark } from "../../studio/schema-types/list-preview.ts";

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
