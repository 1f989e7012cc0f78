/**
 * The manual (README.md and docs/): every link inside the repository reaches a file or
 * folder that exists, and every #fragment a heading of the page it points to, as GitHub
 * names headings. linkinator checks the built site; this checks the manual.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../publishing/repository-paths.ts";

/** A heading's anchor as GitHub writes it: lower case, punctuation dropped, spaces as hyphens. */
function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replaceAll(/[^\p{L}\p{N}_\- ]/gu, "")
    .replaceAll(" ", "-");
}

/** The anchors of a Markdown page's headings, outside code blocks; a repeated one gets -1, -2. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  let inCode = false;
  for (const line of markdown.split("\n")) {
    if (line.startsWith("```")) inCode = !inCode;
    const heading = /^#{1,6} (.+)$/.exec(line);
    if (inCode || !heading?.[1]) continue;
    const anchor = headingAnchor(heading[1]);
    let unique = anchor;
    for (let n = 1; anchors.has(unique); n++) unique = `${anchor}-${n}`;
    anchors.add(unique);
  }
  return anchors;
}

/** Every link of a Markdown page that stays in the repository: `[text](target)`, outside code. */
function localLinks(markdown: string): string[] {
  const prose = markdown.replaceAll(/```[\s\S]*?```/g, "").replaceAll(/`[^`\n]*`/g, "");
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1] ?? "")
    .filter((target) => !/^[a-z]+:/.test(target));
}

/**
 * What is wrong with each local link of the given pages (their paths from the repository's
 * root, and their text); a page not given is read from disk.
 */
function brokenLinks(pages: ReadonlyMap<string, string>): string[] {
  const read = (file: string) => pages.get(file) ?? readFileSync(join(ROOT, file), "utf8");
  const broken: string[] = [];
  for (const [page, markdown] of pages) {
    for (const target of localLinks(markdown)) {
      const [path = "", fragment] = target.split("#");
      const file = path === "" ? page : relative(ROOT, join(ROOT, dirname(page), path));
      if (!pages.has(file) && !existsSync(join(ROOT, file))) broken.push(`${page}: ${target}: no such file`);
      else if (fragment === undefined) continue;
      else if (!file.endsWith(".md"))
        broken.push(`${page}: ${target}: a fragment of a file that is not Markdown`);
      else if (!anchorsOf(read(file)).has(fragment)) broken.push(`${page}: ${target}: no such heading`);
    }
  }
  return broken;
}

const MANUAL = ["README.md", ...readdirSync(join(ROOT, "docs")).map((name) => `docs/${name}`)];
const manual = () => new Map(MANUAL.map((page) => [page, readFileSync(join(ROOT, page), "utf8")]));

describe("the manual's links", () => {
  it.each([
    ["## Quick start", "quick-start"],
    ["### The content layer (`src/lib/content/`)", "the-content-layer-srclibcontent"],
    ["### S3 + CloudFront", "s3--cloudfront"],
    ["## The content team's Studio", "the-content-teams-studio"],
    ["### Projects published after the last build", "projects-published-after-the-last-build"],
  ])("%s is linked as #%s", (heading, anchor) => {
    expect(headingAnchor(heading.replace(/^#+ /, ""))).toBe(anchor);
  });

  it("finds a missing file, a missing heading and a fragment of a file that is not Markdown", () => {
    const page = "docs/example.md";
    const markdown = [
      "# Example",
      "[to a missing file](nothing-here.md), [to a missing heading](#no-such-heading),",
      "[into JSON](../package.json#name), and three good ones: [here](#example),",
      "[the README](../README.md#quick-start), [a folder](../src/pages).",
      "In code, not a link: `[e](gone.md)`",
      "```",
      "[f](gone.md)",
      "```",
    ].join("\n");
    expect(brokenLinks(new Map([[page, markdown]]))).toEqual([
      `${page}: nothing-here.md: no such file`,
      `${page}: #no-such-heading: no such heading`,
      `${page}: ../package.json#name: a fragment of a file that is not Markdown`,
    ]);
  });

  it("numbers a repeated heading as GitHub does, and skips headings in code", () => {
    expect(anchorsOf("# A\n## A\n```\n# B\n```")).toEqual(new Set(["a", "a-1"]));
  });

  it("README.md links every page of docs/", () => {
    const readme = readFileSync(join(ROOT, "README.md"), "utf8");
    const linked = new Set(localLinks(readme).map((target) => target.split("#")[0]));
    expect(MANUAL.filter((page) => page.startsWith("docs/") && !linked.has(page))).toEqual([]);
  });

  it("every link of README.md and docs/ reaches its file and heading", () => {
    expect(brokenLinks(manual())).toEqual([]);
  });
});
