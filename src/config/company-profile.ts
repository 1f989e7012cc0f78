/**
 * The company profile (docs/company-profile.md): a PDF per language, built with the site from
 * the same content.
 */

/** Its address in each language, under the language's root: /company-profile.pdf, /ar/company-profile.pdf. */
export const PROFILE_PATH = "/company-profile.pdf";

/** Projects it lists when no editor has marked any for it: the most recent completed ones with facts. */
export const PROFILE_DEFAULT_PROJECTS = 12;

/** Where its fonts are (tooling/fonts/profile-fonts.ts writes them), from the repository's root. */
export const PROFILE_FONTS_DIR = "src/assets/fonts/profile";

/** The site's faces as static TrueType files, by their part in the document. */
export const PROFILE_FONTS = {
  text: "archivo-regular.ttf",
  textBold: "archivo-bold.ttf",
  display: "archivo-display.ttf",
  arabic: "noto-kufi-arabic-regular.ttf",
  arabicBold: "noto-kufi-arabic-bold.ttf",
} as const;

export type ProfileFont = keyof typeof PROFILE_FONTS;
