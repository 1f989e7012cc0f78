/**
 * The item viewer's rules (specification section 4): one item at a time, starting at 0;
 * Next wraps from the last item to the first; Previous does nothing on the first.
 */

/** The index after `index` in a list of `count` items, wrapping to 0 after the last. */
export function nextIndex(index: number, count: number): number {
  return count === 0 ? 0 : (index + 1) % count;
}

/** The index before `index`; on the first item it stays there. */
export function previousIndex(index: number): number {
  return index > 0 ? index - 1 : 0;
}

/** Whether Previous can act: never on the first item. */
export function canGoBack(index: number): boolean {
  return index > 0;
}
