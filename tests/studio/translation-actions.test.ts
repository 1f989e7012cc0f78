import { describe, expect, it } from "vitest";
import { creatableTemplate, templateInOneLanguage } from "../../studio/translation-actions.ts";

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
