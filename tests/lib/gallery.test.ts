import { describe, expect, it } from "vitest";
import { galleryKeys, galleryMoves, galleryNext, galleryPrevious } from "#src/lib/gallery.ts";

describe("gallery navigation wraps at both ends", () => {
  it.each<[number, number, number, number]>([
    // index, count, next, previous
    [0, 5, 1, 4],
    [2, 5, 3, 1],
    [4, 5, 0, 3],
    [0, 1, 0, 0],
    [0, 0, 0, 0],
  ])("from %i of %i: next %i, previous %i", (index, count, next, previous) => {
    expect(galleryNext(index, count)).toBe(next);
    expect(galleryPrevious(index, count)).toBe(previous);
  });
});

describe("a gallery moves, with controls and the arrow keys, once it has more than one image", () => {
  it.each<[number, boolean, readonly string[]]>([
    [0, false, []],
    [1, false, []],
    [2, true, ["ArrowLeft", "ArrowRight"]],
    [6, true, ["ArrowLeft", "ArrowRight"]],
  ])("%i images: moves %s, keys %j", (count, moves, keys) => {
    expect(galleryMoves(count)).toBe(moves);
    expect(galleryKeys(count)).toEqual(keys);
  });
});
