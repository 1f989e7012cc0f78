import { describe, expect, it } from "vitest";
import { ar } from "#src/i18n/ar.ts";
import { ARABIC, codePoints, cssUnicodeRange, toRanges, without } from "../../tooling/fonts/font-subsets";
import { ARABIC_SAMPLE } from "../../tooling/sample-data/arabic";

describe("font subset ranges", () => {
  it.each<[string, [number, number][], number[]]>([
    ["one code point", [[0xa9, 0xa9]], [0xa9]],
    ["a range, inclusive", [[0x41, 0x44]], [0x41, 0x42, 0x43, 0x44]],
    [
      "overlapping ranges, once each, sorted",
      [
        [0x44, 0x45],
        [0x41, 0x44],
      ],
      [0x41, 0x42, 0x43, 0x44, 0x45],
    ],
  ])("codePoints: %s", (_, ranges, expected) => {
    expect(codePoints(ranges)).toEqual(expected);
  });

  it("refuses a range that ends before it starts", () => {
    expect(() => codePoints([[0x7e, 0x20]])).toThrow("U+007E-0020 ends before it starts");
  });

  it.each<[number[], [number, number][]]>([
    [[], []],
    [[0x20], [[0x20, 0x20]]],
    [
      [0x22, 0x20, 0x21, 0x21, 0x30],
      [
        [0x20, 0x22],
        [0x30, 0x30],
      ],
    ],
  ])("toRanges(%j)", (points, expected) => {
    expect(toRanges(points)).toEqual(expected);
  });

  it.each<[string, [number, number][], [number, number][], [number, number][]]>([
    ["nothing taken away", [[0x00, 0xff]], [], [[0x00, 0xff]]],
    [
      "a hole in the middle",
      [[0x00, 0xff]],
      [[0x20, 0x7e]],
      [
        [0x00, 0x1f],
        [0x7f, 0xff],
      ],
    ],
    ["everything", [[0x20, 0x7e]], [[0x00, 0xff]], []],
    ["a range outside", [[0x20, 0x7e]], [[0x2000, 0x206f]], [[0x20, 0x7e]]],
  ])("without: %s", (_, ranges, minus, expected) => {
    expect(without(ranges, minus)).toEqual(expected);
  });

  it.each<[[number, number][], string]>([
    [[[0x20, 0x7e]], "U+0020-007E"],
    [
      [
        [0xa9, 0xa9],
        [0x20, 0x7e],
        [0x7f, 0x80],
      ],
      "U+0020-0080, U+00A9",
    ],
    [
      [
        [0x1e00, 0x1e9f],
        [0xa720, 0xa7ff],
      ],
      "U+1E00-1E9F, U+A720-A7FF",
    ],
  ])("cssUnicodeRange %#", (ranges, expected) => {
    expect(cssUnicodeRange(ranges)).toBe(expected);
  });
});

/** Arabic-script characters in a text that the Arabic face (ARABIC) does not hold. */
function outsideArabicFace(text: string): string[] {
  const held = new Set(codePoints(ARABIC));
  const script = /[\u0600-\u06FF\u0750-\u077F\u0870-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/u;
  return [...new Set(text)].filter((char) => script.test(char) && !held.has(char.codePointAt(0) ?? 0));
}

describe("the Arabic face", () => {
  it.each<[string, string, string[]]>([
    ["the site's Arabic words", JSON.stringify(ar), []],
    ["the sample's Arabic content", JSON.stringify(ARABIC_SAMPLE), []],
    ["Modern Standard Arabic, vowelled, with Arabic-Indic digits", "الشَّرِكةُ، مُنذُ ١٩٨٥؟ ٪", []],
    ["Persian's and Urdu's own letters", "پچژگ ٹ ی", ["پ", "چ", "ژ", "گ", "ٹ", "ی"]],
  ])("holds every Arabic letter of %s", (_, text, missing) => {
    expect(outsideArabicFace(text)).toEqual(missing);
  });
});
