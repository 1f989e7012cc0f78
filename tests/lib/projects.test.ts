import { describe, expect, it } from "vitest";
import {
  categoryFromSearch,
  coverImage,
  searchForCategory,
  selectProjects,
  type ProjectCategory,
} from "../../src/lib/projects";

const PROJECTS = [
  { id: "old-airport", category: "Airport", year: 2001 },
  { id: "museum", category: "Cultural", year: 2018 },
  { id: "new-airport", category: "Airport", year: 2022 },
  { id: "undated-airport", category: "Airport" },
  { id: "clinic", category: "Healthcare", year: 2020 },
  { id: "uncategorised", year: 2024 },
  { id: "lower-case", category: "airport", year: 2023 },
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

describe("the category in the URL", () => {
  it.each<[string, ProjectCategory]>([
    ["", "All Projects"],
    ["?category=Airport", "Airport"],
    ["?category=Government+%26+Royal", "Government & Royal"],
    ["?category=Government%20%26%20Royal", "Government & Royal"],
    ["?category=airport", "All Projects"],
    ["?category=Healthcare", "All Projects"],
    ["?category=", "All Projects"],
    ["?other=1&category=Cultural", "Cultural"],
  ])("%j reads as %s", (search, expected) => {
    expect(categoryFromSearch(search)).toBe(expected);
  });

  it.each<[ProjectCategory, string]>([
    ["All Projects", ""],
    ["Airport", "?category=Airport"],
    ["Sports & Recreational", "?category=Sports+%26+Recreational"],
  ])("%s writes %j, which reads back the same", (category, search) => {
    expect(searchForCategory(category)).toBe(search);
    expect(categoryFromSearch(search)).toBe(category);
  });
});

describe("coverImage", () => {
  it.each<[string, { image?: string; images: string[] }, string | undefined]>([
    ["its own image first", { image: "cover", images: ["a", "b"] }, "cover"],
    ["else the first of its images", { images: ["a", "b"] }, "a"],
    ["else none, for the placeholder", { images: [] }, undefined],
  ])("%s", (_, project, expected) => {
    expect(coverImage(project)).toBe(expected);
  });
});
