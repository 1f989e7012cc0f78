/**
 * `npm run fonts:subset`: the site's web fonts, cut down from Archivo (@fontsource-variable,
 * OFL) to what the design uses, plus metric-matched fallback faces, written to
 * src/assets/fonts/ and src/styles/fonts.css. Both are committed; run this again only to change
 * the fonts. Needs Chromium (as the browser tests do) and Liberation Sans, the metric twin of
 * Arial (Debian: fonts-liberation), to measure the fallbacks.
 *
 * - Axes: what the styles use, not weight 100 to 900 and width 62% to 125%: weight 400 to 700
 *   at full width for the core of body text; 400 to 800 and 72% to 100% for the letters beyond
 *   ASCII, which display headings may need too.
 * - Three text faces by unicode-range, so a page downloads only what its text needs: "core"
 *   (ASCII and the punctuation English copy uses, 22 KB, preloaded); the rest of Latin-1; and
 *   Latin Extended.
 * - Names: each face goes by its font's name and "Subset", never by the name an installed
 *   copy of the font would have (font-families.ts).
 * - The display face: the display headings' one style (weight 800, width 72%, upper case) as
 *   a static font of 8 KB, preloaded, for the heading that is often the page's largest paint.
 * - Fallbacks: Arial (or Helvetica, Liberation Sans, Arimo) scaled so its text runs as wide as
 *   Archivo's: for body text, semibold text and the condensed display headings. With
 *   `font-display: swap`, text shows at once in the fallback, and lines break in the same
 *   places when Archivo arrives, so the swap moves nothing.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import subsetFont from "subset-font";
import { findChromium, systemProbe } from "../find-chromium.ts";
import { FONT_FAMILIES } from "./font-families.ts";
import {
  ARABIC,
  codePoints,
  CORE,
  cssUnicodeRange,
  LATIN,
  LATIN_EXT,
  without,
  type Ranges,
} from "./font-subsets.ts";
import { ROOT } from "../../publishing/repository-paths.ts";

const SOURCE = join(ROOT, "node_modules/@fontsource-variable/archivo/files");
const ARABIC_SOURCE = join(ROOT, "node_modules/@fontsource-variable/noto-kufi-arabic/files");
const OUT = join(ROOT, "src/assets/fonts");
const LIBERATION = "/usr/share/fonts/truetype/liberation";

/** The letters beyond ASCII, for body text and display headings alike. */
const TEXT_AXES = { weight: { min: 400, max: 800 }, width: { min: 72, max: 100 } };

/** The display headings are set upper case (the `display` utility): no lower-case letters. */
const DISPLAY: Ranges = without(CORE, [[0x61, 0x7a]]);

interface Face {
  readonly family: string;
  readonly file: string;
  /** The package's file, in SOURCE unless a folder is given. */
  readonly source: string;
  readonly folder?: string;
  readonly ranges: Ranges;
  /** One value pins the axis; a range keeps it variable. */
  readonly weight: number | { min: number; max: number };
  readonly width: number | { min: number; max: number };
  /** `swap` unless said: text shows at once in a metric-matched fallback, which the face replaces. */
  readonly display?: "optional";
}

const FACES: Face[] = [
  {
    family: FONT_FAMILIES.display,
    file: "archivo-display.woff2",
    source: "archivo-latin-wdth-normal.woff2",
    ranges: DISPLAY,
    weight: 800,
    width: 72,
  },
  // Body text is never condensed, and never heavier than bold: 22 KB where 41 KB kept both axes.
  {
    family: FONT_FAMILIES.text,
    file: "archivo-core.woff2",
    source: "archivo-latin-wdth-normal.woff2",
    ranges: CORE,
    weight: { min: 400, max: 700 },
    width: 100,
  },
  {
    family: FONT_FAMILIES.text,
    file: "archivo-latin.woff2",
    source: "archivo-latin-wdth-normal.woff2",
    ranges: without(LATIN, CORE),
    ...TEXT_AXES,
  },
  {
    family: FONT_FAMILIES.text,
    file: "archivo-latin-ext.woff2",
    source: "archivo-latin-ext-wdth-normal.woff2",
    ranges: without(LATIN_EXT, [...CORE, ...LATIN]),
    ...TEXT_AXES,
  },
  // Arabic pages only (global.css): regular to bold, one file. The display headings ask for 800
  // and are set at 700: Kufi's heaviest weights add 5 KB and fill the letters' counters.
  // `optional`: no fallback can match it, since every system sets Arabic in a face of its own
  // (Noto Naskh, Geeza Pro, Segoe UI), and a late swap moved the page's headings by up to 0.013
  // of layout shift. Preloaded, it is in before the first paint (Chromium holds that paint for
  // a preloaded optional face); where it is not, the page keeps the system's face, and the
  // next page, with the face cached, has Kufi.
  {
    family: FONT_FAMILIES.arabic,
    file: "noto-kufi-arabic.woff2",
    source: "noto-kufi-arabic-arabic-wght-normal.woff2",
    folder: ARABIC_SOURCE,
    ranges: ARABIC,
    weight: { min: 400, max: 700 },
    width: 100,
    display: "optional",
  },
];

mkdirSync(OUT, { recursive: true });
for (const face of FACES) {
  const text = String.fromCodePoint(...codePoints(face.ranges));
  const font = await subsetFont(readFileSync(join(face.folder ?? SOURCE, face.source)), text, {
    targetFormat: "woff2",
    // Noto Kufi Arabic has no width axis.
    variationAxes:
      face.folder === undefined ? { wght: face.weight, wdth: face.width } : { wght: face.weight },
  });
  writeFileSync(join(OUT, face.file), font);
  console.log(`${face.file}: ${(font.length / 1024).toFixed(1)} KB`);
}
writeFileSync(join(OUT, "OFL.txt"), readFileSync(join(SOURCE, "../LICENSE")));
writeFileSync(join(OUT, "OFL-noto-kufi-arabic.txt"), readFileSync(join(ARABIC_SOURCE, "../LICENSE")));

/** English copy in the site's voice, to average advance widths over. */
const SAMPLE =
  "Since 1985 we have built hotels, hospitals, towers and roads across the region. " +
  "Our engineers deliver every project on time, to ISO 9001 quality, with zero lost-time " +
  "injuries. Explore our projects, classifications and open positions.";

const browser = await chromium.launch({ executablePath: findChromium(systemProbe()) });
const metrics = await (async () => {
  try {
    const page = await browser.newPage();
    const base64 = (path: string) => readFileSync(path).toString("base64");
    return await page.evaluate(
      async ({ archivo, display, regular, bold, sample }) => {
        const bytes = (data: string) => Uint8Array.from(atob(data), (char) => char.charCodeAt(0));
        const faces = [
          new FontFace("Archivo", bytes(archivo), { weight: "400 700" }),
          new FontFace("Archivo Display", bytes(display), { weight: "800", stretch: "72%" }),
          new FontFace("Arial Twin", bytes(regular), { weight: "400" }),
          new FontFace("Arial Twin", bytes(bold), { weight: "700" }),
        ];
        for (const face of faces) document.fonts.add(await face.load());
        const width = (family: string, weight: number, stretch: string, text: string) => {
          const span = document.createElement("span");
          span.style.cssText = `font: ${weight} 100px "${family}"; font-stretch: ${stretch}; white-space: pre`;
          span.textContent = text;
          document.body.append(span);
          const measured = span.getBoundingClientRect().width;
          span.remove();
          return measured;
        };
        const canvas = document.createElement("canvas").getContext("2d");
        if (!canvas) throw new Error("No 2D canvas.");
        canvas.font = '400 100px "Archivo"';
        const box = canvas.measureText(sample);
        const upper = sample.toUpperCase();
        return {
          // Per 100 px of font size.
          ascent: box.fontBoundingBoxAscent,
          descent: box.fontBoundingBoxDescent,
          body: width("Archivo", 400, "100%", sample) / width("Arial Twin", 400, "100%", sample),
          // Buttons, navigation and labels are semibold; the browser picks the bold fallback.
          strong: width("Archivo", 600, "100%", sample) / width("Arial Twin", 700, "100%", sample),
          display: width("Archivo Display", 800, "72%", upper) / width("Arial Twin", 700, "100%", upper),
        };
      },
      {
        archivo: base64(join(OUT, "archivo-core.woff2")),
        display: base64(join(OUT, "archivo-display.woff2")),
        regular: base64(join(LIBERATION, "LiberationSans-Regular.ttf")),
        bold: base64(join(LIBERATION, "LiberationSans-Bold.ttf")),
        sample: SAMPLE,
      },
    );
  } finally {
    await browser.close();
  }
})();

const ARIAL = ["Arial", "ArialMT", "Helvetica", "Liberation Sans", "Arimo"];
const ARIAL_BOLD = ["Arial Bold", "Arial-BoldMT", "Helvetica Bold", "Liberation Sans Bold", "Arimo Bold"];
const percent = (value: number) => `${(value * 100).toFixed(2)}%`;
/** A fallback face: Arial scaled to Archivo's widths, with Archivo's ascent and descent. */
const fallbackFace = (family: string, weight: number, locals: string[], sizeAdjust: number) => `@font-face {
  font-family: "${family}";
  font-weight: ${weight};
  src: ${locals.map((name) => `local("${name}")`).join(", ")};
  size-adjust: ${percent(sizeAdjust)};
  ascent-override: ${percent(metrics.ascent / 100 / sizeAdjust)};
  descent-override: ${percent(metrics.descent / 100 / sizeAdjust)};
  line-gap-override: 0%;
}`;

const css = [
  "/* Generated by `npm run fonts:subset` (tooling/fonts/subset-fonts.ts): edit that, not this file. */",
  ...FACES.map(
    (face) => `@font-face {
  font-family: "${face.family}";
  font-style: normal;
  font-display: ${face.display ?? "swap"};
  font-weight: ${typeof face.weight === "number" ? face.weight : `${face.weight.min} ${face.weight.max}`};
  font-stretch: ${typeof face.width === "number" ? `${face.width}%` : `${face.width.min}% ${face.width.max}%`};
  src: url("../assets/fonts/${face.file}") format("woff2");
  unicode-range: ${cssUnicodeRange(face.ranges)};
}`,
  ),
  fallbackFace("Archivo Fallback", 400, ARIAL, metrics.body),
  fallbackFace("Archivo Fallback", 700, ARIAL_BOLD, metrics.strong),
  fallbackFace("Archivo Display Fallback", 700, ARIAL_BOLD, metrics.display),
].join("\n\n");
writeFileSync(join(ROOT, "src/styles/fonts.css"), `${css}\n`);
console.log(
  `Fallbacks, of Arial's size: body text ${percent(metrics.body)}, semibold ${percent(metrics.strong)}, display ${percent(metrics.display)}.`,
);
