import { describe, expect, it } from "vitest";
import { ar } from "#src/i18n/ar.ts";
import { en } from "#src/i18n/en.ts";
import { DEFAULT_LOCALE, LOCALES } from "#src/i18n/locales.ts";
import { createContentLoader, withContentLoader } from "#src/lib/content/loaders.ts";
import { settingsIn } from "#src/lib/routes/site-settings.ts";

const arabic = LOCALES.find((locale) => locale.code === "ar");
if (arabic === undefined) throw new Error("the site speaks Arabic");

/** A loader whose content service holds no document: every page shows the specification's settings. */
const emptyLoader = () =>
  createContentLoader({ description: "an empty dataset", fetch: () => Promise.resolve([]) }, () => undefined);

describe("settingsIn", () => {
  it("resolves a language's settings once for every page that asks, in that language's words", async () => {
    await withContentLoader(emptyLoader(), async () => {
      const first = await settingsIn(DEFAULT_LOCALE);
      expect(await settingsIn(DEFAULT_LOCALE)).toBe(first);
      expect(first.classificationGrades).toEqual(en.classifications.grades);
      const inArabic = await settingsIn(arabic);
      expect(inArabic).not.toBe(first);
      expect(inArabic.classificationGrades).toEqual(ar.classifications.grades);
    });
  });

  it("resolves them again for a loader of its own: each preview request reads its own content", async () => {
    const first = await withContentLoader(emptyLoader(), () => settingsIn(DEFAULT_LOCALE));
    expect(await withContentLoader(emptyLoader(), () => settingsIn(DEFAULT_LOCALE))).not.toBe(first);
  });
});
