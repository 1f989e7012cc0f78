import { describe, expect, it } from "vitest";
import { canGoBack, nextIndex, previousIndex } from "#src/lib/item-viewer.ts";

describe("nextIndex", () => {
  it.each<[number, number, number]>([
    [0, 5, 1],
    [3, 5, 4],
    [4, 5, 0],
    [0, 1, 0],
    [0, 0, 0],
  ])("from %i of %i goes to %i", (index, count, expected) => {
    expect(nextIndex(index, count)).toBe(expected);
  });
});

describe("previousIndex and canGoBack", () => {
  it.each<[number, number, boolean]>([
    [0, 0, false],
    [1, 0, true],
    [4, 3, true],
  ])("from %i goes to %i; can go back: %s", (index, expected, back) => {
    expect(previousIndex(index)).toBe(expected);
    expect(canGoBack(index)).toBe(back);
  });
});
