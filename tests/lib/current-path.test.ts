import { describe, expect, it } from "vitest";
import { isCurrentPath } from "#src/lib/current-path.ts";

describe("isCurrentPath", () => {
  it.each<[string, string, boolean]>([
    ["/", "/", true],
    ["/", "/contactus", true],
    ["/", "/contactus/", true],
    ["/", "/careers", false],
    ["/careers", "/careers", true],
    ["/careers", "/careers/", true],
    ["/careers", "/", false],
    ["/careers", "/careersx", false],
    ["/ourProjects", "/ourProjects", true],
    ["/ourProjects", "/ourProjects/project-al-noor-hotel", true],
    ["/teams", "/team", false],
    ["/classifications", "/teams", false],
  ])("link %s on page %s: %s", (link, current, expected) => {
    expect(isCurrentPath(link, current)).toBe(expected);
  });
});
