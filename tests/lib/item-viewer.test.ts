import { describe, expect, it } from "vitest";
import {
  canGoBack,
  nextIndex,
  parseViewerItems,
  previousIndex,
  viewerItemsFile,
} from "#src/lib/item-viewer.ts";

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

describe("parseViewerItems", () => {
  const item = { id: "iso-9001", title: "ISO 9001:2015", description: "Quality" };

  it("reads back what the build writes", () => {
    expect(parseViewerItems(JSON.parse(viewerItemsFile([item])))).toEqual([item]);
  });

  it.each<[string, unknown]>([
    ["null", null],
    ["a list without its object", [item]],
    ["no items", {}],
    ["an empty list", { items: [] }],
    ["items that are not a list", { items: item }],
    ["an item without an id", { items: [{ title: "ISO" }] }],
    ["a title that is not text", { items: [{ id: "a", title: 7 }] }],
    ["one bad item among good ones", { items: [item, null] }],
  ])("refuses %s", (_, body) => {
    expect(parseViewerItems(body)).toBeUndefined();
  });
});
