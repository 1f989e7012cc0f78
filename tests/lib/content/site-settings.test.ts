import { describe, expect, it } from "vitest";
import { CONTACT_EMAIL, HOME_STATISTICS, SOCIAL_LINKS, TEAM_STATISTICS } from "#src/config/company.ts";
import { ar } from "#src/i18n/ar.ts";
import { wordsFor } from "#src/i18n/dictionary.ts";
import { en } from "#src/i18n/en.ts";
import { parseDocuments } from "#src/lib/content/parse.ts";
import {
  resolveSiteSettings,
  siteSettings,
  specificationSettings,
  statisticSuffixProblem,
  statisticValueProblem,
} from "#src/lib/content/documents/site-settings.ts";
import { sampleDocuments } from "../../../tooling/builds.ts";

/** A settings document as the query gives it, with `fields` over none, as the pages get it. */
function parsed(fields: Record<string, unknown>) {
  const warnings: string[] = [];
  const warn = (message: string) => warnings.push(message);
  const document = siteSettings.prepare(
    parseDocuments(
      "siteSettings",
      siteSettings.schema,
      [{ _id: "siteSettings-main", language: "en", ...fields }],
      warn,
    ),
    warn,
  );
  return { document, warnings };
}

const STATISTIC = { _key: "a", value: 45, suffix: "", label: "Years of building" };

describe("resolveSiteSettings", () => {
  it("gives the specification's words in each language where there is no document", () => {
    for (const words of [en, ar]) {
      const settings = resolveSiteSettings(undefined, words);
      expect(settings.heroHeadline).toBe(words.hero.headline);
      expect(settings.heroSubtext).toBe(words.hero.subtext);
      expect(settings.teamLine).toBe(words.homeStatistics.teamLine);
      expect(settings.classificationGrades).toEqual(words.classifications.grades);
      expect(settings.homeStatistics).toEqual(
        HOME_STATISTICS.map(({ key, value, suffix }) => ({
          value,
          suffix,
          label: words.homeStatistics.labels[key],
        })),
      );
      expect(settings.teamStatistics.map(({ value }) => value)).toEqual(
        TEAM_STATISTICS.map(({ value }) => value),
      );
      expect(settings.contactEmail).toBe(CONTACT_EMAIL);
      expect(settings.socialLinks).toEqual(SOCIAL_LINKS);
    }
  });

  it.each<[string, Record<string, unknown>, Partial<ReturnType<typeof resolveSiteSettings>>]>([
    ["a headline", { heroHeadline: "Forty-five years" }, { heroHeadline: "Forty-five years" }],
    [
      "statistics, a missing suffix read as none",
      { homeStatistics: [{ ...STATISTIC, suffix: null }] },
      { homeStatistics: [{ value: 45, suffix: "", label: "Years of building" }] },
    ],
    [
      "grade lines",
      { classificationGrades: ["1ST GRADE ROADS"] },
      { classificationGrades: ["1ST GRADE ROADS"] },
    ],
    [
      "an empty list: the specification's",
      { classificationGrades: [] },
      { classificationGrades: en.classifications.grades },
    ],
    ["a blank headline: the specification's", { heroHeadline: "  " }, { heroHeadline: en.hero.headline }],
    ["e-mail address", { contactEmail: "tenders@example.com" }, { contactEmail: "tenders@example.com" }],
    [
      "e-mail address that could add a header: the specification's",
      { contactEmail: "a@example.com?bcc=b@example.com" },
      { contactEmail: CONTACT_EMAIL },
    ],
    [
      "social pages, in its order",
      {
        socialLinks: [
          { _key: "l", network: "LinkedIn", url: "https://www.linkedin.com/company/x" },
          { _key: "f", network: "Facebook", url: "https://www.facebook.com/x" },
        ],
      },
      {
        socialLinks: [
          { network: "LinkedIn", url: "https://www.linkedin.com/company/x" },
          { network: "Facebook", url: "https://www.facebook.com/x" },
        ],
      },
    ],
    [
      "social pages but one on a network without an icon and one not https",
      {
        socialLinks: [
          { _key: "m", network: "MySpace", url: "https://myspace.com/x" },
          { _key: "j", network: "Facebook", url: "javascript:alert(1)" },
          { _key: "i", network: "Instagram", url: "https://www.instagram.com/x" },
        ],
      },
      { socialLinks: [{ network: "Instagram", url: "https://www.instagram.com/x" }] },
    ],
  ])("shows the document's %s, and the specification's for the rest", (_, fields, shown) => {
    const { document } = parsed(fields);
    const settings = resolveSiteSettings(document, en);
    expect(settings).toMatchObject(shown);
    expect(settings.heroSubtext).toBe(en.hero.subtext);
  });

  it("never shows another language's settings: an Arabic page without its own keeps its words", () => {
    const { document } = parsed({ heroHeadline: "Forty-five years" });
    const untranslated = document === undefined ? undefined : { ...document, lang: "en" };
    expect(resolveSiteSettings(untranslated, ar).heroHeadline).toBe(ar.hero.headline);
  });

  it("leaves out a statistic that breaks a rule, and it alone, naming the document and the list", () => {
    const { document, warnings } = parsed({
      homeStatistics: [
        STATISTIC,
        { _key: "b", value: 2.5, label: "Half" },
        { _key: "c", value: 3, suffix: "+++!", label: "Signs" },
      ],
    });
    expect(resolveSiteSettings(document, en).homeStatistics).toEqual([
      { value: 45, suffix: "", label: "Years of building" },
    ]);
    expect(warnings.join("\n")).toContain("siteSettings-main");
    expect(warnings.join("\n")).toContain("homeStatistics");
  });

  it("leaves out a statistic with no number, naming it: a translation's figure its original lacks, typed without one", () => {
    const { document, warnings } = parsed({
      homeStatistics: [STATISTIC, { _key: "b", label: "Cranes" }],
    });
    expect(resolveSiteSettings(document, en).homeStatistics).toEqual([
      { value: 45, suffix: "", label: "Years of building" },
    ]);
    expect(warnings).toEqual([
      '[content] siteSettings "siteSettings-main" left out homeStatistics[_key=="b"] ("Cranes"): it has no number, and its original none either',
    ]);
  });
});

describe("the statistic rules the Studio and the site share", () => {
  it.each<[unknown, boolean]>([
    [0, true],
    [2000, true],
    [-1, false],
    [1.5, false],
    ["40", false],
    [Number.NaN, false],
  ])("a number of %o: %s", (value, ok) => {
    expect(statisticValueProblem(value) === undefined).toBe(ok);
  });

  it.each<[unknown, boolean]>([
    ["", true],
    ["+", true],
    ["%", true],
    ["m²+", true],
    ["++++", false],
    [7, false],
  ])("a suffix of %o: %s", (value, ok) => {
    expect(statisticSuffixProblem(value) === undefined).toBe(ok);
  });
});

describe("specificationSettings", () => {
  it("writes the settings that resolve to the specification's words, in each language", () => {
    for (const words of [en, ar]) {
      const { document } = parsed(specificationSettings(words));
      expect(resolveSiteSettings(document, words)).toEqual(resolveSiteSettings(undefined, words));
    }
  });
});

describe("the sample's settings", () => {
  // The pages read the settings through settingsIn() alone (src/lib/routes/site-settings.ts), so
  // a site built with the sample's is the very site built without any (two whole builds compared
  // until now).
  it("resolve to the specification's words, in each language", () => {
    const documents = (sampleDocuments() as Record<string, unknown>[]).filter(
      (document) => document["_type"] === "siteSettings",
    );
    expect(documents.map((document) => document["language"]).sort()).toEqual(["ar", "en"]);
    for (const fields of documents) {
      const words = wordsFor(fields["language"] as string);
      const { document, warnings } = parsed(fields);
      expect(warnings).toEqual([]);
      expect(resolveSiteSettings(document, words)).toEqual(resolveSiteSettings(undefined, words));
    }
  });
});
