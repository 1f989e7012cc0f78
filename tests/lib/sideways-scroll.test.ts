import { describe, expect, it } from "vitest";
import { wheelScrollLeft } from "#src/lib/browser/sideways-scroll.ts";

describe("wheelScrollLeft", () => {
  it.each<[string, number, number, "ltr" | "rtl", number | undefined]>([
    ["left to right, down from the start: toward the end", 0, 120, "ltr", 120],
    ["left to right, up from the middle: toward the start", 200, -120, "ltr", 80],
    ["left to right, down at the end: the page scrolls", 400, 120, "ltr", undefined],
    ["left to right, up at the start: the page scrolls", 0, -120, "ltr", undefined],
    ["left to right, down half a pixel short of the end: the page scrolls", 399.5, 120, "ltr", undefined],
    ["right to left, down from the start: toward the end, the left", 0, 120, "rtl", -120],
    ["right to left, up from the middle: toward the start", -200, -120, "rtl", -80],
    ["right to left, down at the end: the page scrolls", -400, 120, "rtl", undefined],
    ["right to left, up at the start: the page scrolls", 0, -120, "rtl", undefined],
    ["right to left, up at a start reported as 1: the page scrolls", 1, -120, "rtl", undefined],
    ["right to left, up a pixel past the start: the page scrolls", -1, -120, "rtl", undefined],
    ["right to left, up two pixels from the start: the bar", -2, -120, "rtl", 118],
  ])("%s", (_, scrollLeft, deltaY, dir, expected) => {
    expect(wheelScrollLeft(scrollLeft, 400, deltaY, dir)).toBe(expected);
  });
});
