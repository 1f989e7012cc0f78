/**
 * The safety record's chart on the Classifications page as the build writes it: an image of its
 * own file, named in the page's language and digits, described by the table that stays under
 * it; the file an SVG that runs nothing and asks nothing of another site.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { within } from "@testing-library/dom";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { ar } from "#src/i18n/ar.ts";
import { en } from "#src/i18n/en.ts";
import { format, localDigits } from "#src/i18n/format.ts";
import { PUBLIC_OUT_DIR } from "../../publishing/repository-paths.ts";
import { sampleOf } from "../../e2e/support/sample.ts";
import { builtDocument } from "./built-site.ts";

const years = sampleOf("safetyRecord")
  .map((record) => record.year)
  .sort();
const [first, last] = [years[0] ?? 0, years.at(-1) ?? 0];

describe.each([
  ["", en],
  ["/ar", ar],
] as const)("the safety chart (%s/classifications)", (root, words) => {
  const document = builtDocument(`${root}/classifications`);
  const digits = (year: number) => localDigits(String(year), words.numerals);
  const name = format(words.credentials.safety.chart, { first: digits(first), last: digits(last) });
  const image = () => within(document.body).getByRole("img", { name });

  it("is an image named by the years it spans, in the page's digits, loaded as it nears the screen", () => {
    expect(image().getAttribute("src")).toBe(`${root}/classifications/safety-record.svg`);
    expect(image().getAttribute("loading")).toBe("lazy");
  });

  it("is described by the table, which stays and gives every year", () => {
    const table = document.getElementById(image().getAttribute("aria-describedby") ?? "");
    expect(table?.tagName.toLowerCase()).toBe("table");
    expect(table?.querySelectorAll("tbody tr")).toHaveLength(years.length);
  });

  it("is a file of SVG with the same name, each year below its point, oldest first, and nothing that runs", () => {
    const text = readFileSync(join(PUBLIC_OUT_DIR, `${root}/classifications/safety-record.svg`), "utf8");
    const svg = new JSDOM(text, { contentType: "image/svg+xml" }).window.document;
    expect(svg.querySelector("title")?.textContent).toBe(name);
    const labels = [...svg.querySelectorAll("text")].map((label) => label.textContent);
    expect(labels.filter((label) => years.map(digits).includes(label ?? ""))).toEqual(years.map(digits));
    expect(text).not.toMatch(
      /<script|<image|<use|<foreignObject|\son\w+=|https?:\/\/(?!www\.w3\.org\/2000\/svg")/,
    );
  });
});
