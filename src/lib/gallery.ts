import { nextIndex } from "./item-viewer.ts";

/** The project gallery wraps at both ends (decisions.md); forward, as the item viewer does. */
export const galleryNext = nextIndex;

/** Back from the first image to the last, where the item viewer stays on its first item. */
export function galleryPrevious(index: number, count: number): number {
  return count === 0 ? 0 : (index - 1 + count) % count;
}
