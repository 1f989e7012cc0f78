import { describe, expect, it } from "vitest";
import { galleryKeys, galleryNext, galleryPrevious } from "#src/lib/gallery.ts";

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

describe("a gallery hears the arrow keys once it has more than one image", () => {
  it.each<[number, readonly string[]]>([
    [0, []],
    [1, []],
    [2, ["ArrowLeft", "ArrowRight"]],
    [6, ["ArrowLeft", "ArrowRight"]],
  ])("%i images: %j", (count, keys) => {
    expect(galleryKeys(count)).toEqual(keys);
  });
});
