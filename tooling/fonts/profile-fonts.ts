/**
 * `npm run fonts:profile`: the company profile's fonts (docs/company-profile.md), the site's own
 * faces as static TrueType files, which the PDF typesetter reads (it reads no WOFF2): Archivo
 * regular, bold and the display headings' condensed extra-bold, and Noto Kufi Arabic regular
 * and bold, each cut to the letters the site's web fonts hold. Needs Debian's fonts-noto-core. Written to
 * src/assets/fonts/profile/ and committed; run this again only to change the fonts. The
 * typesetter embeds only the letters a file uses.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import subsetFont from "subset-font";
import { PROFILE_FONTS, PROFILE_FONTS_DIR, type ProfileFont } from "#src/config/company-profile.ts";
import { ARABIC, codePoints, CORE, LATIN, LATIN_EXT, type Ranges } from "./font-subsets.ts";
import { ROOT } from "../../publishing/repository-paths.ts";

const ARCHIVO = join(ROOT, "node_modules/@fontsource-variable/archivo/files");
/**
 * Debian's static Noto Kufi Arabic (fonts-noto-core), not the package's variable font: a PDF made
 * from the variable font's letters gives back garbled words when its Arabic text is copied out
 * (the joined forms' widths), one made from the static font gives the words as written.
 */
const KUFI = "/usr/share/fonts/truetype/noto";
const LATIN_TEXT: Ranges = [...CORE, ...LATIN, ...LATIN_EXT];

/**
 * The display face from the site's variable font, pinned to its weight and width. The site's
 * package splits that font by script, and the typesetter takes one file per family and style, so
 * the running text comes from Google's static Archivo, whose one file per weight holds Latin and
 * Latin Extended both ("Łódź" in a client's name, "Şahin" in a team member's). A letter the
 * display face lacks is set in Archivo Bold, Typst's nearest face that has it.
 */
const ARCHIVO_LATIN = join(ARCHIVO, "archivo-latin-wdth-normal.woff2");
const ARCHIVO_STATIC = join(ROOT, "node_modules/@expo-google-fonts/archivo");

const SOURCES: Record<ProfileFont, { source: string; ranges: Ranges; axes?: Record<string, number> }> = {
  text: { source: join(ARCHIVO_STATIC, "400Regular/Archivo_400Regular.ttf"), ranges: LATIN_TEXT },
  textBold: { source: join(ARCHIVO_STATIC, "700Bold/Archivo_700Bold.ttf"), ranges: LATIN_TEXT },
  display: { source: ARCHIVO_LATIN, ranges: LATIN_TEXT, axes: { wght: 800, wdth: 72 } },
  arabic: { source: join(KUFI, "NotoKufiArabic-Regular.ttf"), ranges: ARABIC },
  arabicBold: { source: join(KUFI, "NotoKufiArabic-Bold.ttf"), ranges: ARABIC },
};

const out = join(ROOT, PROFILE_FONTS_DIR);
mkdirSync(out, { recursive: true });
for (const [key, file] of Object.entries(PROFILE_FONTS) as [ProfileFont, string][]) {
  const { source, ranges, axes } = SOURCES[key];
  const font = await subsetFont(readFileSync(source), String.fromCodePoint(...codePoints(ranges)), {
    targetFormat: "truetype",
    ...(axes === undefined ? {} : { variationAxes: axes }),
  });
  writeFileSync(join(out, file), font);
  console.log(`${file}: ${(font.length / 1024).toFixed(1)} KB`);
}
writeFileSync(join(out, "OFL.txt"), readFileSync(join(ARCHIVO, "../LICENSE")));
writeFileSync(
  join(out, "OFL-noto-kufi-arabic.txt"),
  readFileSync(join(ROOT, "node_modules/@fontsource-variable/noto-kufi-arabic/LICENSE")),
);
