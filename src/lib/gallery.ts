import type { ResolvedImage } from "./content/image-url";

/** A gallery image, with the editor's alternative text when there is one. */
export interface GalleryImage extends ResolvedImage {
  readonly alt?: string | undefined;
}

/** The project gallery wraps at both ends (decisions.md), unlike the item viewer. */

export function galleryNext(index: number, count: number): number {
  return count === 0 ? 0 : (index + 1) % count;
}

export function galleryPrevious(index: number, count: number): number {
  return count === 0 ? 0 : (index - 1 + count) % count;
}
