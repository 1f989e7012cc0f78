import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { siteColour } from "#src/lib/site-colours.ts";

describe("siteColour", () => {
  const css = readFileSync(new URL("../../src/styles/global.css", import.meta.url), "utf8");

  it.each(["ink", "muted", "brand-text", "sea", "home"])(
    "reads --color-%s as global.css's theme has it",
    (name) => {
      const colour = siteColour(name);
      expect(colour).toMatch(/^#[0-9a-f]{6}$/i);
      expect(css).toContain(`--color-${name}: ${colour};`);
    },
  );

  it("names the colour the theme lacks", () => {
    expect(() => siteColour("brand")).not.toThrow();
    expect(() => siteColour("bran")).toThrow("declares no colour --color-bran");
  });
});
