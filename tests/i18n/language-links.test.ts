import { describe, expect, it } from "vitest";
import { ar } from "#src/i18n/ar.ts";
import { en } from "#src/i18n/en.ts";
import { languageLinks, type Twins } from "#src/i18n/language-links.ts";
import { LOCALES } from "#src/i18n/locales.ts";

const [ENGLISH, ARABIC] = LOCALES;
const toProjects = { path: "/ourProjects", kind: "projects" } as const;
const both: Twins = { languages: ["en", "ar"], nearest: toProjects };
const arabicOnly: Twins = { languages: ["ar"], nearest: toProjects };

describe("languageLinks", () => {
  it.each([
    [
      "an English page built in both languages",
      ENGLISH,
      both,
      {
        alternates: [
          ["en", "/ourProjects/x"],
          ["ar", "/ar/ourProjects/x"],
          ["x-default", "/ourProjects/x"],
        ],
        switches: [["/ar/ourProjects/x", "ar", "العربية"]],
        others: ["ar"],
      },
    ],
    [
      "its Arabic twin",
      ARABIC,
      both,
      {
        alternates: [
          ["en", "/ourProjects/x"],
          ["ar", "/ar/ourProjects/x"],
          ["x-default", "/ourProjects/x"],
        ],
        switches: [["/ourProjects/x", "en", "English"]],
        others: ["en"],
      },
    ],
    [
      "a page written only in Arabic: no alternates, the switch to the nearest English page, named so",
      ARABIC,
      arabicOnly,
      {
        alternates: [],
        switches: [["/ourProjects", "en", en.languageSwitch.nearest.projects]],
        others: [],
      },
    ],
    [
      "a page only English has: its switch leads to the nearest Arabic page, said in Arabic",
      ENGLISH,
      { languages: ["en"], nearest: { path: "/careers", kind: "careers" } },
      {
        alternates: [],
        switches: [["/ar/careers", "ar", ar.languageSwitch.nearest.careers]],
        others: [],
      },
    ],
  ] as const)("%s", (_, locale, twins, expected) => {
    const links = languageLinks(locale, "/ourProjects/x", { twins });
    expect(links.alternates.map(({ hreflang, path }) => [hreflang, path])).toEqual(expected.alternates);
    expect(links.switches.map(({ href, lang, name }) => [href, lang, name])).toEqual(expected.switches);
    expect(links.otherLocales.map(({ code }) => code)).toEqual(expected.others);
  });

  it("without twins, every language has the page; the switch may lead elsewhere (the 404 page's, home)", () => {
    const links = languageLinks(ARABIC, "/no-such-page", { switchPath: "/" });
    expect(links.alternates).toHaveLength(3);
    expect(links.switches).toEqual([{ href: "/", lang: "en", name: "English" }]);
  });
});
