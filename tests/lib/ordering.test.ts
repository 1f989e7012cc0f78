import { describe, expect, it } from "vitest";
import { sortByOrder, sortByYearDesc } from "#src/lib/ordering.ts";

type Ordered = { id: string; order?: number };
type Dated = { id: string; year?: number };

const ids = (items: { id: string }[]) => items.map((item) => item.id);

describe("sortByOrder", () => {
  it.each<[string, Ordered[], string[]]>([
    ["empty list", [], []],
    [
      "ascending by order",
      [
        { id: "c", order: 3 },
        { id: "a", order: 1 },
        { id: "b", order: 2 },
      ],
      ["a", "b", "c"],
    ],
    ["missing order stays after a present one", [{ id: "a", order: 1 }, { id: "x" }], ["a", "x"]],
    ["missing order goes last", [{ id: "x" }, { id: "a", order: 5 }, { id: "b", order: 1 }], ["b", "a", "x"]],
    ["several missing keep their order", [{ id: "x" }, { id: "y" }, { id: "a", order: 1 }], ["a", "x", "y"]],
    [
      "zero and negative are real orders",
      [{ id: "x" }, { id: "z", order: 0 }, { id: "n", order: -2 }],
      ["n", "z", "x"],
    ],
    [
      "equal orders keep their order",
      [
        { id: "b", order: 1 },
        { id: "a", order: 1 },
      ],
      ["b", "a"],
    ],
  ])("%s", (_, input, expected) => {
    expect(ids(sortByOrder(input))).toEqual(expected);
  });

  it("leaves its input untouched", () => {
    const input: Ordered[] = [
      { id: "b", order: 2 },
      { id: "a", order: 1 },
    ];
    sortByOrder(input);
    expect(ids(input)).toEqual(["b", "a"]);
  });
});

describe("sortByYearDesc", () => {
  it.each<[string, Dated[], string[]]>([
    ["empty list", [], []],
    [
      "newest first",
      [
        { id: "old", year: 2001 },
        { id: "new", year: 2024 },
        { id: "mid", year: 2015 },
      ],
      ["new", "mid", "old"],
    ],
    ["missing year stays after a present one", [{ id: "a", year: 1990 }, { id: "none" }], ["a", "none"]],
    ["missing year counts as 0", [{ id: "none" }, { id: "a", year: 1990 }], ["a", "none"]],
    ["missing year ties with year 0", [{ id: "none" }, { id: "zero", year: 0 }], ["none", "zero"]],
    ["negative years sort after missing", [{ id: "neg", year: -1 }, { id: "none" }], ["none", "neg"]],
    [
      "equal years keep their order",
      [
        { id: "b", year: 2020 },
        { id: "a", year: 2020 },
      ],
      ["b", "a"],
    ],
  ])("%s", (_, input, expected) => {
    expect(ids(sortByYearDesc(input))).toEqual(expected);
  });
});
