import { describe, expect, it } from "vitest";
import { GAP, pageLinks, paginate } from "#src/lib/listing/pagination.ts";

describe("paginate", () => {
  it.each<[number, number, number[][]]>([
    [0, 3, [[]]],
    [1, 3, [[0]]],
    [3, 3, [[0, 1, 2]]],
    [4, 3, [[0, 1, 2], [3]]],
    [7, 2, [[0, 1], [2, 3], [4, 5], [6]]],
  ])("%i items, %i a page", (count, perPage, expected) => {
    const pages = paginate(
      Array.from({ length: count }, (_, index) => index),
      perPage,
    );
    expect(pages.map((page) => page.items)).toEqual(expected);
    expect(pages.map((page) => page.page)).toEqual(expected.map((_, index) => index + 1));
    expect(pages.every((page) => page.pageCount === expected.length)).toBe(true);
  });

  it.each([0, -1, 1.5, Number.NaN])("refuses a page size of %s", (perPage) => {
    expect(() => paginate([1], perPage)).toThrow(RangeError);
  });
});

describe("pageLinks", () => {
  const _ = GAP;
  it.each<[number, number, (number | typeof GAP)[]]>([
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [2, 2, [1, 2]],
    [1, 4, [1, 2, 3, 4]],
    [1, 5, [1, 2, _, 5]],
    [1, 43, [1, 2, _, 43]],
    [3, 9, [1, 2, 3, 4, _, 9]],
    [4, 9, [1, 2, 3, 4, 5, _, 9]],
    [5, 9, [1, _, 4, 5, 6, _, 9]],
    [6, 9, [1, _, 5, 6, 7, 8, 9]],
    [9, 9, [1, _, 8, 9]],
    [42, 43, [1, _, 41, 42, 43]],
  ])("page %i of %i", (current, last, expected) => {
    expect(pageLinks(current, last)).toEqual(expected);
  });

  it("never gives more than seven entries, nor a gap for a single page", () => {
    for (let last = 1; last <= 30; last++) {
      for (let current = 1; current <= last; current++) {
        const links = pageLinks(current, last);
        expect(links.length).toBeLessThanOrEqual(7);
        links.forEach((entry, index) => {
          if (entry !== GAP) return;
          const before = links[index - 1] as number;
          const after = links[index + 1] as number;
          expect(after - before, `${current} of ${last}`).toBeGreaterThan(2);
        });
      }
    }
  });
});
