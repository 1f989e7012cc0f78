/** The project gallery wraps at both ends (decisions.md), unlike the item viewer. */

export function galleryNext(index: number, count: number): number {
  return count === 0 ? 0 : (index + 1) % count;
}

export function galleryPrevious(index: number, count: number): number {
  return count === 0 ? 0 : (index - 1 + count) % count;
}
