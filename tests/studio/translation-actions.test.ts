import { describe, expect, it } from "vitest";
import {
  creatableTemplate,
  factsForNewOriginal,
  templateInOneLanguage,
} from "../../studio/translation-actions.ts";

describe("the create menus' templates", () => {
  it.each<[string, string, string]>([
    ["clients-ar", "العربية Client logos", "Client logos (Arabic)"],
    ["clients-en", "English Client logos", "Client logos (English)"],
    // Not a language's template: its title is the Studio's own.
    ["safetyRecord", "Safety record", "Safety record"],
    ["clients-fr", "Français Client logos", "Français Client logos"],
  ])("%s, which the plugin titles %j, reads %j", (id, title, shown) => {
    const schemaType = id.replace(/-\w\w$/, "");
    expect(templateInOneLanguage({ id, schemaType, title }, "Client logos").title).toBe(shown);
  });

  it.each<[string, string, boolean]>([
    ["ourProjects-en", "ourProjects", true],
    ["ourProjects", "ourProjects", false],
    ["safetyRecord", "safetyRecord", true],
    ["aboutUs-en", "aboutUs", false],
    ["translation.metadata", "translation.metadata", false],
  ])("offers %s (%s): %s", (id, schemaType, offered) => {
    expect(creatableTemplate({ id, schemaType })).toBe(offered);
  });
});

describe("the English version of a document written in Arabic first", () => {
  const arabicFirst = {
    _id: "stadium-ar",
    _type: "ourProjects",
    language: "ar",
    title: "ملعب",
    status: "underConstruction",
    startYear: 2024,
    year: null,
    area: 52000,
  };

  it.each<[string, Parameters<typeof factsForNewOriginal>, Record<string, unknown> | undefined]>([
    [
      "takes the shared facts typed on it, and no other field",
      [arabicFirst, "ar", "en"],
      { status: "underConstruction", startYear: 2024, area: 52000 },
    ],
    [
      "an Arabic translation of an English original takes none",
      [{ ...arabicFirst, language: "en" }, "en", "ar"],
      undefined,
    ],
    ["nor does a document without shared facts", [{ _type: "team", name: "Sara" }, "ar", "en"], undefined],
    ["nor one whose facts are empty", [{ _type: "ourProjects", title: "ملعب" }, "ar", "en"], undefined],
    [
      "a list's items' facts, by the path of the item the new document copied",
      [
        {
          _type: "siteSettings",
          homeStatistics: [
            { _key: "years", value: 41, label: "سنوات" },
            { _key: "empty", label: "مشاريع" },
          ],
        },
        "ar",
        "en",
      ],
      { 'homeStatistics[_key=="years"].value': 41 },
    ],
  ])("%s", (_, args, facts) => {
    expect(factsForNewOriginal(...args)).toEqual(facts);
  });
});
