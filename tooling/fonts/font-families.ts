/**
 * The family names the site's self-hosted faces go by (tooling/fonts/subset-fonts.ts writes
 * them into src/styles/fonts.css; global.css names them). Each is its font's own name and
 * "Subset", a name no installed font has: under the font's own name, a visitor's installed
 * copy of it (Debian's fonts-noto-core brings a "Noto Kufi Arabic") would join the family, the
 * browser would take glyphs from either, and the page would move when the web face arrived.
 */
export const FONT_FAMILIES = {
  /** English text, and the Latin within Arabic text. */
  text: "Archivo Subset",
  /** The display headings' one style: weight 800, width 72 %, upper case. */
  display: "Archivo Display Subset",
  /** Arabic text. */
  arabic: "Noto Kufi Arabic Subset",
} as const;
