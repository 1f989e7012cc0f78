/**
 * Unicode ranges for the subset fonts (tooling/fonts/subset-fonts.ts): which code points a face
 * holds, and the CSS `unicode-range` that tells the browser when to download it.
 */

/** Inclusive code point ranges, e.g. [[0x20, 0x7e]]. */
export type Ranges = readonly (readonly [number, number])[];

/** The code points in the ranges, sorted, each once. */
export function codePoints(ranges: Ranges): number[] {
  const points = new Set<number>();
  for (const [start, end] of ranges) {
    if (end < start) throw new Error(`Range U+${hex(start)}-${hex(end)} ends before it starts.`);
    for (let point = start; point <= end; point++) points.add(point);
  }
  return [...points].sort((a, b) => a - b);
}

/** Sorted code points joined back into the fewest ranges. */
export function toRanges(points: readonly number[]): [number, number][] {
  const ranges: [number, number][] = [];
  for (const point of [...new Set(points)].sort((a, b) => a - b)) {
    const last = ranges.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else ranges.push([point, point]);
  }
  return ranges;
}

/** The code points of `ranges` that are not in `minus`, as ranges. */
export function without(ranges: Ranges, minus: Ranges): [number, number][] {
  const removed = new Set(codePoints(minus));
  return toRanges(codePoints(ranges).filter((point) => !removed.has(point)));
}

/**
 * The Arabic that Modern Standard Arabic is written in: the letters (with tatweel, the short
 * vowels and hamza marks), Arabic-Indic digits and their separators, Arabic punctuation, the
 * joiners and direction marks, and the face's own spaces, so the spaces between Arabic words
 * are as wide as the face means them. The letters' joined forms come along (the subsetter keeps
 * what the shaping rules reach). The rest of the block, letters of Persian, Urdu and other
 * languages, stays out: 18 KB where the whole block was 40 KB and the package's file 121 KB. A
 * letter outside it is still shown, in the visitor's own Arabic font.
 */
export const ARABIC: Ranges = [
  [0x0020, 0x0020],
  [0x00a0, 0x00a0],
  [0x060c, 0x060c],
  [0x061b, 0x061b],
  [0x061f, 0x061f],
  [0x0621, 0x063a],
  [0x0640, 0x0655],
  [0x0660, 0x066d],
  [0x0670, 0x0670],
  [0x200c, 0x200f],
];

const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, "0");

/** CSS `unicode-range`: `U+0020-007E, U+00A9`. */
export function cssUnicodeRange(ranges: Ranges): string {
  return toRanges(codePoints(ranges))
    .map(([start, end]) => (start === end ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`))
    .join(", ");
}

/** What @fontsource-variable/archivo puts in its "latin" file. */
export const LATIN: Ranges = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];
/** And in its "latin-ext" file. */
export const LATIN_EXT: Ranges = [
  [0x0100, 0x02ba],
  [0x02bd, 0x02c5],
  [0x02c7, 0x02cc],
  [0x02ce, 0x02d7],
  [0x02dd, 0x02ff],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x1d00, 0x1dbf],
  [0x1e00, 0x1e9f],
  [0x1ef2, 0x1eff],
  [0x2020, 0x2020],
  [0x20a0, 0x20ab],
  [0x20ad, 0x20c0],
  [0x2113, 0x2113],
  [0x2c60, 0x2c7f],
  [0xa720, 0xa7ff],
];
/** ASCII, Latin-1's symbols (© ² ° ·), × and the typographic punctuation of English copy. */
export const CORE: Ranges = [
  [0x0020, 0x007e],
  [0x00a0, 0x00bf],
  [0x00d7, 0x00d7],
  [0x2013, 0x2014],
  [0x2018, 0x201a],
  [0x201c, 0x201e],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x2032, 0x2033],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
];
