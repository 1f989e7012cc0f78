import { nextIndex } from "./item-viewer.ts";

/** The project gallery wraps at both ends (decisions.md); forward, as the item viewer does. */
export const galleryNext = nextIndex;

/** Back from the first image to the last, where the item viewer stays on its first item. */
export function galleryPrevious(index: number, count: number): number {
  return count === 0 ? 0 : (index - 1 + count) % count;
}

/** Whether a gallery of `count` images moves at all: its controls and keys need two images. */
export function galleryMoves(count: number): boolean {
  return count > 1;
}

/** The keys a gallery of `count` images moves with, anywhere on the page: the left and right arrows. */
export function galleryKeys(count: number): readonly string[] {
  return galleryMoves(count) ? ["ArrowLeft", "ArrowRight"] : [];
}

/**
 * Which way an arrow key moves through images read in `dir`: forward is to the right in a
 * left-to-right page and to the left in a right-to-left one. 1 forward, -1 back, 0 neither.
 */
export function arrowKeyStep(key: string, dir: "ltr" | "rtl"): -1 | 0 | 1 {
  if (key !== "ArrowRight" && key !== "ArrowLeft") return 0;
  return (key === "ArrowRight") === (dir === "ltr") ? 1 : -1;
}
