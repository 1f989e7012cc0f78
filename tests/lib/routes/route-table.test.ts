import { describe, expect, it } from "vitest";
import { findEntry } from "#src/lib/routes/route-table.ts";

const PATHS = [
  { params: { listing: undefined }, props: "all, page 1" },
  { params: { listing: "page/2" }, props: "all, page 2" },
  { params: { listing: "category/airport" }, props: "airport" },
];

describe("findEntry", () => {
  it.each<[Record<string, string | undefined>, string | undefined]>([
    [{}, "all, page 1"],
    [{ listing: undefined }, "all, page 1"],
    [{ listing: "page/2" }, "all, page 2"],
    [{ listing: "category/airport" }, "airport"],
    [{ listing: "category/nowhere" }, undefined],
    [{ listing: "page/2", other: "x" }, undefined],
  ])("%j gives %j", (params, props) => {
    expect(findEntry(PATHS, params)).toBe(props);
  });
});
