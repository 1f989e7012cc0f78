import { describe, expect, it } from "vitest";
import { localeOf, wordsFor } from "#src/i18n/dictionary.ts";
import { en } from "#src/i18n/en.ts";
import { ar } from "#src/i18n/ar.ts";
import { ARABIC_NUMERALS, format, formatNumber, labelFor, localDigits } from "#src/i18n/format.ts";

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

describe("digits and separators in each language", () => {
  it.each<[string, string, string]>([
    ["every digit", "0123456789", "٠١٢٣٤٥٦٧٨٩"],
    ["digits inside words", "Since 2024, 3 Images", "Since ٢٠٢٤, ٣ Images"],
    ["no digits", "Riyadh", "Riyadh"],
    ["Arabic digits already", "٢٠٢٤", "٢٠٢٤"],
  ])("localDigits: %s", (_, latin, arabic) => {
    expect(localDigits(latin, ARABIC_NUMERALS)).toBe(arabic);
    expect(localDigits(latin, en.numerals)).toBe(latin);
  });

  it.each<[number, string, string]>([
    [12_500, "12,500", "١٢٬٥٠٠"],
    [36_500.5, "36,500.5", "٣٦٬٥٠٠٫٥"],
    [1_234_567.891, "1,234,567.89", "١٬٢٣٤٬٥٦٧٫٨٩"],
    [0.5, "0.5", "٠٫٥"],
    [2030, "2,030", "٢٬٠٣٠"],
  ])("formatNumber(%d): %s, in Arabic %s", (value, english, arabic) => {
    expect(formatNumber(value)).toBe(english);
    expect(formatNumber(value, ar.numerals, ar.separators)).toBe(arabic);
  });

  it.each<[number, string, string]>([
    [0.2, "0.20", "٠٫٢٠"],
    [0, "0.00", "٠٫٠٠"],
    [0.956, "0.96", "٠٫٩٦"],
    [12, "12.00", "١٢٫٠٠"],
  ])("formatNumber(%d) to two decimals: %s, in Arabic %s", (value, english, arabic) => {
    expect(formatNumber(value, en.numerals, en.separators, 2)).toBe(english);
    expect(formatNumber(value, ar.numerals, ar.separators, 2)).toBe(arabic);
  });

  it("fills a number in the page's digits, and leaves a text as written", () => {
    expect(format("{n} Images, {title}", { n: 12, title: "Tower 7" }, ar.numerals)).toBe(
      "١٢ Images, Tower 7",
    );
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
