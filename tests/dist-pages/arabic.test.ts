/**
 * The Arabic site as the build wrote it: every route right to left, in Arabic, under /ar; the
 * content from Sanity's translations, an untranslated text marked English; each page's twin for
 * search engines, and a page written only in Arabic naming none. Read from dist/ (browser tests
 * until now, though they read only the HTML); what only a browser shows (computed direction,
 * faces, the menu's switch, the gallery's and the bar's direction, the 404 page's script) stays
 * in e2e/arabic.spec.ts.
 */
import { within } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import { ar } from "#src/i18n/ar.ts";
import { en } from "#src/i18n/en.ts";
import { projectListPath } from "#src/lib/listing/project-path.ts";
import { arabicOf, sampleOf } from "../../e2e/support/sample.ts";
import { UNTRANSLATED_SAMPLE_ID } from "../../tooling/sample-data/arabic.ts";
import { ARABIC_ONLY_DOCUMENTS } from "../../tooling/sample-data/content.ts";
import { builtDocument, textOf } from "./built-site.ts";

const SITE = "https://www.arkan-contracting.com";
const [PROJECT] = sampleOf("ourProjects");
const [POSITION] = sampleOf("careers");
const UNTRANSLATED = sampleOf("ourProjects").find((project) => project._id === UNTRANSLATED_SAMPLE_ID);

const main = (document: Document) => within(document.querySelector("main") as HTMLElement);

describe("every Arabic route: right to left, in Arabic, under /ar", () => {
  it.each([
    ["/ar", ar.hero.headline],
    ["/ar/contactus", ar.hero.headline],
    ["/ar/classifications", ar.classifications.heading],
    ["/ar/careers", ar.nav.careers],
    ["/ar/ourProjects", ar.nav.projects],
    [`/ar${projectListPath("Airport")}`, ar.nav.projects],
    ["/ar/teams", ar.nav.team],
    [`/ar/ourProjects/${PROJECT?._id}`, arabicOf(PROJECT)?.title ?? ""],
    [`/ar/careers/${POSITION?._id}`, arabicOf(POSITION)?.title ?? ""],
  ])("%s", (path, heading) => {
    const document = builtDocument(path);
    expect(document.documentElement.getAttribute("lang")).toBe("ar");
    expect(document.documentElement.getAttribute("dir")).toBe("rtl");
    expect(textOf(document.querySelector("h1"))).toBe(heading);
    // The menu's links stay in Arabic: each leads to a page under /ar.
    const nav = within(document.body).getByRole("navigation", { name: ar.site.mainNavigation });
    expect([...nav.querySelectorAll("a")].map((link) => link.getAttribute("href"))).toEqual([
      "/ar",
      "/ar/classifications",
      "/ar/careers",
      "/ar/ourProjects",
      "/ar/teams",
    ]);
  });
});

describe("content in Arabic, from Sanity's translations", () => {
  it("a translated project shows its Arabic at its English address; an untranslated one its English, marked so", () => {
    const translated = builtDocument(`/ar/ourProjects/${PROJECT?._id}`).querySelector("h1");
    expect(textOf(translated)).toBe(arabicOf(PROJECT)?.title);
    expect(translated?.hasAttribute("lang")).toBe(false);
    const untranslated = builtDocument(`/ar/ourProjects/${UNTRANSLATED_SAMPLE_ID}`).querySelector("h1");
    expect(textOf(untranslated)).toBe(UNTRANSLATED?.title);
    expect(untranslated?.getAttribute("lang")).toBe("en");
    expect(untranslated?.getAttribute("dir")).toBe("auto");
  });

  it("the list shows every project once, the untranslated one marked as English", () => {
    const cards = [...builtDocument("/ar/ourProjects").querySelectorAll("[data-project-card]")];
    // Every English project, and those written only in Arabic.
    const arabicOnly = ARABIC_ONLY_DOCUMENTS.filter((doc) => doc._type === "ourProjects");
    expect(cards).toHaveLength(sampleOf("ourProjects").length + arabicOnly.length);
    const titles = cards.map((card) => textOf(card.querySelector("h3")));
    expect(titles).toContain(String(arabicOnly[0]?.["title"]));
    expect(new Set(titles).size).toBe(titles.length);
    const marked = cards.flatMap((card) => [...card.querySelectorAll('h3[lang="en"]')]);
    expect(marked.map(textOf)).toEqual([UNTRANSLATED?.title]);
  });

  it("the team, the careers board and the home page's sections are in Arabic", () => {
    const team = main(builtDocument("/ar/teams"));
    for (const member of sampleOf("team")) {
      expect(team.getByRole("heading", { name: arabicOf(member)?.name ?? "" })).toBeDefined();
    }
    expect(
      main(builtDocument("/ar/careers")).getByRole("link", { name: arabicOf(POSITION)?.title ?? "" }),
    ).toBeDefined();
    const about = sampleOf("aboutUs")[0];
    expect(
      main(builtDocument("/ar")).getByRole("heading", { name: arabicOf(about)?.title ?? "" }),
    ).toBeDefined();
  });

  it("numbers are written in Arabic-Indic digits", () => {
    const count = PROJECT?.images?.length ?? 0;
    const digits = (n: number) => String(n).replaceAll(/\d/g, (d) => ar.numerals[Number(d)] ?? d);
    const project = textOf(builtDocument(`/ar/ourProjects/${PROJECT?._id}`).querySelector("main"));
    expect(project).toContain(`عدد الصور: ${digits(count)}`);
    expect(project).toContain(`١ / ${digits(count)}`);
    expect(textOf(builtDocument("/ar/teams").querySelector("main"))).toMatch(/١٣\s*\+/);
  });
});

describe("each language's page names the other's for search engines, both ways", () => {
  const pairs = [
    ["/teams", "/ar/teams"],
    ["/careers", "/ar/careers"],
    [`/ourProjects/${PROJECT?._id}`, `/ar/ourProjects/${PROJECT?._id}`],
    ["/", "/ar"],
  ] as const;
  it.each(
    pairs.flatMap(([english, arabic]) => [
      [english, english, arabic, "en_US", "en"],
      [arabic, english, arabic, "ar_SA", "ar"],
    ]),
  )("%s", (path, english, arabic, ogLocale, language) => {
    const document = builtDocument(path);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${SITE}${path}`);
    const alternates = [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
      link.getAttribute("hreflang"),
      link.getAttribute("href"),
    ]);
    expect(alternates).toEqual([
      ["en", `${SITE}${english}`],
      ["ar", `${SITE}${arabic}`],
      ["x-default", `${SITE}${english}`],
    ]);
    expect(document.querySelector('meta[property="og:locale"]')?.getAttribute("content")).toBe(ogLocale);
    const structured = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? "") as unknown,
    );
    expect(structured).toContainEqual(
      expect.objectContaining({ "@type": "WebPage", url: `${SITE}${path}`, inLanguage: language }),
    );
    // Each language's switch leads to the other's page, named in its own language.
    const [name, lang, href] = language === "en" ? ["العربية", "ar", arabic] : ["English", "en", english];
    const toOther = within(document.querySelector("header") as HTMLElement).getByRole("link", { name });
    expect([toOther.getAttribute("lang"), toOther.getAttribute("href")]).toEqual([lang, href]);
  });

  it("the home page's twin has the home page's canonical address", () => {
    expect(builtDocument("/ar/contactus").querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
      `${SITE}/ar`,
    );
  });
});

describe("a page written only in Arabic names no English twin, and its switch says where it leads", () => {
  it.each([
    ["ourProjects", "/ourProjects", en.languageSwitch.nearest.projects],
    ["careers", "/careers", en.languageSwitch.nearest.careers],
  ] as const)("%s", (type, path, nearest) => {
    const [only] = ARABIC_ONLY_DOCUMENTS.filter((doc) => doc._type === type);
    const arabic = `/ar${path}/${only?._id ?? ""}`;
    // The premise: the English page is not built.
    expect(() => builtDocument(`${path}/${only?._id ?? ""}`)).toThrow(/is not built/);
    const document = builtDocument(arabic);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${SITE}${arabic}`);
    expect(document.querySelectorAll('link[rel="alternate"][hreflang]')).toHaveLength(0);
    expect(document.querySelectorAll('meta[property="og:locale:alternate"]')).toHaveLength(0);
    const toEnglish = within(document.querySelector("header") as HTMLElement).getByRole("link", {
      name: nearest,
    });
    expect([toEnglish.getAttribute("lang"), toEnglish.getAttribute("href")]).toEqual(["en", path]);
  });
});
