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

const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, "0");

/** CSS `unicode-range`: `U+0020-007E, U+00A9`. */
export function cssUnicodeRange(ranges: Ranges): string {
  return toRanges(codePoints(ranges))
    .map(([start, end]) => (start === end ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`))
    .join(", ");
}
