import { describe, expect, it } from "vitest";
import { DOCUMENT_ID, projectIdFromPath, projectPath } from "../../src/lib/project-path";

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

describe("DOCUMENT_ID", () => {
  it.each<[string, boolean]>([
    ["project-al-noor-hotel", true],
    ["a", true],
    ["_x.y-z", true],
    ["a".repeat(128), true],
    ["a".repeat(129), false],
    ["-leading-dash", false],
    [".dot", false],
    ["..", false],
    ["a/b", false],
    ["a b", false],
    ["مشروع", false],
    ["", false],
  ])("%j: %s", (id, valid) => {
    expect(DOCUMENT_ID.test(id)).toBe(valid);
  });
});
