import { describe, expect, it } from "vitest";
import { PROJECT_CATEGORIES, type ProjectCategory } from "#src/config/categories.ts";
import {
  categorySlug,
  projectIdFromPath,
  projectListPath,
  projectPath,
} from "#src/lib/listing/project-path.ts";

describe("projectIdFromPath", () => {
  it.each<[string, string | undefined]>([
    ["/ourProjects/project-al-noor-hotel", "project-al-noor-hotel"],
    ["/ourProjects/project-al-noor-hotel/", "project-al-noor-hotel"],
    ["/ourProjects/a.b_c-1", "a.b_c-1"],
    ["/ourProjects/%D9%85%D8%B4%D8%B1%D9%88%D8%B9", "مشروع"],
    ["/ourProjects/", undefined],
    ["/ourProjects", undefined],
    ["/ourProjects/a/b", undefined],
    ["/ourProjects/%E0%A4%A", undefined],
    ["/careers", undefined],
  ])("%s gives %j", (path, id) => {
    expect(projectIdFromPath(path)).toBe(id);
  });

  it("reads back every path projectPath writes", () => {
    for (const id of ["project-1", "a.b", "x_y"]) expect(projectIdFromPath(projectPath(id))).toBe(id);
  });
});

describe("projectListPath", () => {
  it.each<[ProjectCategory, number | undefined, string]>([
    ["All Projects", undefined, "/ourProjects"],
    ["All Projects", 1, "/ourProjects"],
    ["All Projects", 2, "/ourProjects/page/2"],
    ["Airport", 1, "/ourProjects/category/airport"],
    ["Airport", 12, "/ourProjects/category/airport/page/12"],
    ["Government & Royal", 1, "/ourProjects/category/government-and-royal"],
    ["Sports & Recreational", 3, "/ourProjects/category/sports-and-recreational/page/3"],
  ])("%s, page %s: %s", (category, page, path) => {
    expect(projectListPath(category, page)).toBe(path);
  });

  it("gives each category a path of its own", () => {
    const paths = PROJECT_CATEGORIES.map((category) => projectListPath(category));
    expect(new Set(paths).size).toBe(PROJECT_CATEGORIES.length);
  });

  it("never gives a path a project's page could have, nor one the 404 page reads as a project", () => {
    for (const category of PROJECT_CATEGORIES) {
      for (const page of [1, 2, 40]) {
        const path = projectListPath(category, page);
        if (path === "/ourProjects") continue;
        expect(path.split("/").length, path).toBeGreaterThan(3);
        expect(projectIdFromPath(path), path).toBeUndefined();
      }
    }
  });
});

describe("categorySlug", () => {
  it.each([
    ["Airport", "airport"],
    ["Oil & Gas", "oil-and-gas"],
    ["Infrastructure & Urban", "infrastructure-and-urban"],
    [" Two  Spaces ", "two-spaces"],
    ["R&D", "r-and-d"],
  ])("%j → %s", (category, slug) => {
    expect(categorySlug(category)).toBe(slug);
  });
});
