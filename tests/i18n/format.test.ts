import { describe, expect, it } from "vitest";
import { localeOf, wordsFor } from "#src/i18n/dictionary.ts";
import { en } from "#src/i18n/en.ts";
import { format, labelFor } from "#src/i18n/format.ts";

describe("format", () => {
  it.each<[string, Record<string, string | number>, string]>([
    ["{n} Images", { n: 3 }, "3 Images"],
    ["+{n} more requirements", { n: 1 }, "+1 more requirements"],
    ["{title}, image {n} of {count}", { title: "Tower", n: 2, count: 5 }, "Tower, image 2 of 5"],
    ["Value: {value}", { value: "SAR {n} Million" }, "Value: SAR {n} Million"],
    ["No placeholder", { n: 1 }, "No placeholder"],
    ["{missing} stays", {}, "{missing} stays"],
    ["{toString} is not a value", {}, "{toString} is not a value"],
  ])("%s with %j", (template, values, text) => {
    expect(format(template, values)).toBe(text);
  });
});

describe("labelFor", () => {
  it.each<[string, string]>([
    ["Government & Royal", "Government & Royal"],
    ["An editor's own category", "An editor's own category"],
    ["constructor", "constructor"],
  ])("%s reads %s", (value, label) => {
    expect(labelFor(en.projects.categories, value)).toBe(label);
  });

  it("reads the dictionary's label, not the stored value", () => {
    expect(labelFor({ Airport: "Airports" }, "Airport")).toBe("Airports");
  });
});

describe("a page's language", () => {
  it.each<[string | undefined, string]>([
    [undefined, "en"],
    ["en", "en"],
    ["xx", "en"],
  ])("Astro's locale %s is %s", (code, expected) => {
    expect(localeOf(code).code).toBe(expected);
    expect(wordsFor(code)).toBe(en);
  });
});
