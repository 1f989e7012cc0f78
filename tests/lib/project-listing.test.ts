import { describe, expect, it } from "vitest";
import { PROJECT_CATEGORIES, type ProjectCategory } from "#src/config/categories.ts";
import { categoryFromSearch, projectListPages, selectProjects } from "#src/lib/listing/project-listing.ts";

/** In the order the projects content type gives them: newest first. */
const PROJECTS = [
  { id: "uncategorised" },
  { id: "lower-case", category: "airport" },
  { id: "new-airport", category: "Airport" },
  { id: "clinic", category: "Healthcare" },
  { id: "museum", category: "Cultural" },
  { id: "old-airport", category: "Airport" },
  { id: "undated-airport", category: "Airport" },
];

describe("selectProjects", () => {
  it.each<[ProjectCategory, string[]]>([
    [
      "All Projects",
      ["uncategorised", "lower-case", "new-airport", "clinic", "museum", "old-airport", "undated-airport"],
    ],
    ["Airport", ["new-airport", "old-airport", "undated-airport"]],
    ["Cultural", ["museum"]],
    ["Charitable & Community", []],
  ])("%s", (category, expected) => {
    expect(selectProjects(PROJECTS, category).map((project) => project.id)).toEqual(expected);
  });

  it("shows a project of an unknown category only under All Projects", () => {
    const all = selectProjects(PROJECTS, "All Projects").map((project) => project.id);
    expect(all).toContain("clinic");
    expect(all).toContain("lower-case");
  });
});

describe("projectListPages", () => {
  const many = Array.from({ length: 7 }, (_, index) => ({ id: `airport-${index}`, category: "Airport" }));

  it("gives every category its pages in order, in the projects' order, the total on each", () => {
    const pages = projectListPages([...many, ...PROJECTS], 3);
    const airport = pages.filter((page) => page.category === "Airport");
    expect(airport.map((page) => [page.page, page.pageCount, page.total])).toEqual([
      [1, 4, 10],
      [2, 4, 10],
      [3, 4, 10],
      [4, 4, 10],
    ]);
    expect(airport.flatMap((page) => page.items.map((project) => project.id))).toEqual(
      selectProjects([...many, ...PROJECTS], "Airport").map((project) => project.id),
    );
    expect(airport.at(-1)?.items.map((project) => project.id)).toEqual(["undated-airport"]);
  });

  it("keeps the categories in order, an empty one with its one empty page", () => {
    const pages = projectListPages(PROJECTS, 3);
    expect([...new Set(pages.map((page) => page.category))]).toEqual(PROJECT_CATEGORIES);
    expect(pages.find((page) => page.category === "Religious & Heritage")).toEqual({
      category: "Religious & Heritage",
      page: 1,
      pageCount: 1,
      total: 0,
      items: [],
    });
  });
});

describe("an earlier address's category", () => {
  it.each<[string, ProjectCategory | undefined]>([
    ["", undefined],
    ["?category=Airport", "Airport"],
    ["?category=Government+%26+Royal", "Government & Royal"],
    ["?category=Government%20%26%20Royal", "Government & Royal"],
    ["?category=All+Projects", undefined],
    ["?category=airport", undefined],
    ["?category=Healthcare", undefined],
    ["?category=", undefined],
    ["?other=1&category=Cultural", "Cultural"],
  ])("%j reads as %s", (search, expected) => {
    expect(categoryFromSearch(search)).toBe(expected);
  });
});
