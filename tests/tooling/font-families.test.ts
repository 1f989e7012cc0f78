import { execFileSync } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../publishing/repository-paths";
import { FONT_FAMILIES } from "../../tooling/fonts/font-families";

const css = (file: string) => readFileSync(join(ROOT, "src/styles", file), "utf8");

/** The family of each @font-face in a stylesheet, with whether it is self-hosted (a url() source). */
const fontFaces = (text: string) =>
  [...text.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body = ""]) => ({
    family: /font-family:\s*"([^"]+)"/.exec(body)?.[1],
    selfHosted: /src:[^;]*url\(/.test(body),
  }));

const selfHosted = [
  ...new Set(
    fontFaces(css("fonts.css"))
      .filter((face) => face.selfHosted)
      .map((face) => face.family),
  ),
];

/** The name an installed copy of each font the faces are cut from carries (Fontsource's `family`). */
const sourceFamilies = readdirSync(join(ROOT, "node_modules/@fontsource-variable")).map(
  (font) =>
    (
      JSON.parse(
        readFileSync(join(ROOT, "node_modules/@fontsource-variable", font, "metadata.json"), "utf8"),
      ) as { family: string }
    ).family,
);

/** The family names of the fonts installed on this machine, by fontconfig (what Chromium reads). */
function installedFamilies(): string[] | undefined {
  try {
    return execFileSync("fc-list", [":", "family"], { encoding: "utf8" })
      .split("\n")
      .flatMap((line) => line.split(","))
      .map((name) => name.trim())
      .filter(Boolean);
  } catch {
    return undefined;
  }
}

describe("the self-hosted faces' family names", () => {
  it("fonts.css declares exactly the families the tooling names", () => {
    expect(selfHosted.toSorted()).toEqual(Object.values(FONT_FAMILIES).toSorted());
  });

  it.each(selfHosted)("%s is not the name of a font it is cut from", (family) => {
    expect(sourceFamilies).toEqual(expect.arrayContaining(["Archivo", "Noto Kufi Arabic"]));
    expect(sourceFamilies).not.toContain(family);
  });

  // CI installs Debian's fonts-noto-core, whose "Noto Kufi Arabic" the site's face once shared.
  const installed = installedFamilies();
  it.skipIf(installed === undefined && !process.env["CI"]).each(selfHosted)(
    "%s is not the name of a font installed here",
    (family) => {
      expect(installed?.length).toBeGreaterThan(0);
      expect(installed).not.toContain(family);
    },
  );

  it("global.css names only the families fonts.css declares, and generic ones", () => {
    const declared = new Set(fontFaces(css("fonts.css")).map((face) => face.family));
    const named = [...css("global.css").matchAll(/(?:font-family|--font-[\w-]+):([^;]+);/g)].flatMap(
      ([, value = ""]) => [...value.matchAll(/"([^"]+)"/g)].map(([, name]) => name),
    );
    expect(named.length).toBeGreaterThan(3);
    expect(named.filter((name) => !declared.has(name))).toEqual([]);
  });
});
