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

  describe("a result whose words matched in an entry of its page opens at the entry", () => {
    const part = (id: string | undefined, title: string, locations: number[]) => ({
      url: `/classifications/${id === undefined ? "" : `#${id}`}`,
      title,
      excerpt: `<mark>${title}</mark>`,
      locations,
      ...(id === undefined ? {} : { anchor: { id } }),
    });
    const page = (subResults: PagefindResultData["sub_results"]) =>
      data({
        url: "/classifications/",
        meta: { title: "Our Classifications" },
        filters: { kind: ["page"] },
        sub_results: subResults,
      });

    it.each([
      [
        "the entry with the most matches",
        [
          part("certificate-iso-9001", "ISO 9001:2015", [76]),
          part("certificate-iso-14001", "ISO 14001:2015", [85, 90]),
        ],
        {
          url: "/classifications#certificate-iso-14001",
          title: "ISO 14001:2015",
          within: "Our Classifications",
        },
      ],
      [
        "not a heading of another kind",
        [part("classifications-heading", "Our Classifications", [0, 3])],
        { url: "/classifications", title: "Our Classifications", within: undefined },
      ],
      [
        "not an entry where nothing matched",
        [part("certificate-iso-9001", "ISO 9001:2015", [])],
        { url: "/classifications", title: "Our Classifications", within: undefined },
      ],
      [
        "the page, without parts",
        undefined,
        { url: "/classifications", title: "Our Classifications", within: undefined },
      ],
    ])("%s", (_case, subResults, { url, title, within }) => {
      const hit = searchHit(page(subResults));
      expect([hit?.url, hit?.title, hit?.within]).toEqual([url, title, within]);
    });

    it("shows the entry's excerpt", () => {
      expect(searchHit(page([part("certificate-iso-9001", "ISO 9001:2015", [1])]))?.excerpt).toEqual([
        { text: "ISO 9001:2015", marked: true },
      ]);
    });
  });

  it("leaves out facts that are blank", () => {
    const hit = searchHit(
      data({ meta: { title: "A page", location: " " }, filters: { kind: ["page"], status: [""] } }),
    );
    expect(hit).toMatchObject({ kind: "page", location: undefined, status: undefined, category: undefined });
  });
});
