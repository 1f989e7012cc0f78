import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { COMPANY_LOGO_PATH } from "#src/config/company.ts";
import { ROOT } from "../../publishing/repository-paths.ts";

// An SVG shown as an image cannot load the site's fonts: its letters would be set in whatever
// each device has, and every page would wait on the system's font lookups to lay them out.
describe("the company's logo", () => {
  const svg = readFileSync(join(ROOT, "public", COMPANY_LOGO_PATH), "utf8");

  it("draws its letters as outlines, so it looks the same everywhere and needs no font", () => {
    expect(svg).not.toMatch(/<text\b|<tspan\b|font-family|@font-face/);
    expect(svg).toMatch(/<path\b/);
  });
});
