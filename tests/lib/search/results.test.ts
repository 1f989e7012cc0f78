import { describe, expect, it } from "vitest";
import { excerptParts, hitUrl, searchHit, type PagefindResultData } from "#src/lib/search/results.ts";

describe("excerptParts", () => {
  it.each([
    ["plain text", "A hotel tower", [{ text: "A hotel tower", marked: false }]],
    [
      "a match marked",
      "A <mark>hotel</mark> tower",
      [
        { text: "A ", marked: false },
        { text: "hotel", marked: true },
        { text: " tower", marked: false },
      ],
    ],
    [
      "markup escaped by the index stays text",
      "&lt;script&gt;x&lt;/script&gt;",
      [{ text: "<script>x</script>", marked: false }],
    ],
    [
      "markup not escaped stays text too",
      `<img src=x onerror="alert(1)"> <mark>Tower</mark>`,
      [
        { text: `<img src=x onerror="alert(1)"> `, marked: false },
        { text: "Tower", marked: true },
      ],
    ],
    ["references undone once only", "&amp;lt;b&amp;gt;", [{ text: "&lt;b&gt;", marked: false }]],
    [
      "a mark written in content, which the index escapes, is text and no highlight",
      "Tower &lt;mark&gt;Riyadh&lt;/mark&gt; <mark>hotel</mark>",
      [
        { text: "Tower <mark>Riyadh</mark> ", marked: false },
        { text: "hotel", marked: true },
      ],
    ],
    ["numeric references", "&#39;&#x41;", [{ text: "'A", marked: false }]],
    ["an unknown reference kept", "&bogus; &#99999999;", [{ text: "&bogus; &#99999999;", marked: false }]],
    [
      "marks side by side join",
      "<mark>Riyadh</mark><mark>,</mark> Saudi",
      [
        { text: "Riyadh,", marked: true },
        { text: " Saudi", marked: false },
      ],
    ],
    ["nothing", "", []],
  ])("%s", (_case, excerpt, parts) => {
    expect(excerptParts(excerpt)).toEqual(parts);
  });
});

describe("hitUrl", () => {
  it.each([
    ["/ourProjects/project-al-noor-hotel/", "/ourProjects/project-al-noor-hotel"],
    ["/ar/careers/career-site-engineer/", "/ar/careers/career-site-engineer"],
    ["/teams", "/teams"],
    ["/", "/"],
    ["/ar/", "/ar"],
  ])("%s → %s", (url, expected) => {
    expect(hitUrl(url)).toBe(expected);
  });
});

describe("searchHit", () => {
  const data = (overrides: Partial<PagefindResultData> = {}): PagefindResultData => ({
    url: "/ourProjects/project-al-noor-hotel/",
    excerpt: "A <mark>hotel</mark>",
    meta: { title: "Al Noor Grand Hotel", location: "Riyadh, Saudi Arabia" },
    filters: { kind: ["project"], category: ["Hospitality"], status: ["Completed"] },
    ...overrides,
  });

  it("reads a project's kind, title, facts and excerpt", () => {
    expect(searchHit(data())).toEqual({
      url: "/ourProjects/project-al-noor-hotel",
      title: "Al Noor Grand Hotel",
      kind: "project",
      excerpt: [
        { text: "A ", marked: false },
        { text: "hotel", marked: true },
      ],
      category: "Hospitality",
      location: "Riyadh, Saudi Arabia",
      status: "Completed",
    });
  });

  it.each([
    ["no kind", { filters: {} }],
    ["a kind the site does not have", { filters: { kind: ["draft"] } }],
    ["no title", { meta: {} }],
    ["a blank title", { meta: { title: "  " } }],
  ])("leaves out a result with %s", (_case, overrides) => {
    expect(searchHit(data(overrides))).toBeUndefined();
  });

  it("leaves out facts that are blank", () => {
    const hit = searchHit(
      data({ meta: { title: "A page", location: " " }, filters: { kind: ["page"], status: [""] } }),
    );
    expect(hit).toMatchObject({ kind: "page", location: undefined, status: undefined, category: undefined });
  });
});
