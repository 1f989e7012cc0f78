/**
 * The item viewer's items and rules (specification section 4): one item at a time, starting
 * at 0; Next wraps from the last item to the first; Previous does nothing on the first.
 */
import type { ResolvedImage } from "#src/lib/content/image-url.ts";

/**
 * One item as the viewer (ItemViewer.tsx) shows it, whatever it came from: a project of the
 * home page (landing-projects.ts) or a certificate (classifications.ts). Images arrive
 * resolved, so the island never builds URLs.
 */
export interface ViewerItem {
  readonly id: string;
  /** The language of its text where that is not the page's (an untranslated document's). */
  readonly lang?: string;
  readonly title: string;
  readonly description?: string | undefined;
  readonly image?: ResolvedImage | undefined;
  /** A document (a certificate) is shown whole in the frame; a photograph fills it. */
  readonly shownWhole?: boolean;
  /** Shown over the image on hover where the viewer has an overlay: a certificate's classification. */
  readonly overlayImage?: ResolvedImage | undefined;
  readonly value?: string | undefined;
}

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

/**
 * Where a viewer finds the items its page does not carry: the page holds the first (what the
 * visitor sees before any click), and the island fetches the rest from `href` when it wakes,
 * so the items' text and picture addresses stay out of the page's first round trip
 * (docs/performance.md, "The company's credentials").
 */
export interface MoreItems {
  readonly href: string;
  /** How many items `href` holds, shown in the counter before they arrive. */
  readonly total: number;
}

/** The certificates' file, beside their page (`/ar/…` in Arabic), written by the build. */
export const CERTIFICATE_ITEMS_PATH = "/classifications/certificates.json";

/** What an items file holds. */
export const viewerItemsFile = (items: readonly ViewerItem[]) => JSON.stringify({ items });

/**
 * The items of an items file as fetched, or undefined for anything else: an island given
 * something it cannot show keeps its first item and says the rest did not load.
 */
export function parseViewerItems(body: unknown): readonly ViewerItem[] | undefined {
  if (typeof body !== "object" || body === null || !("items" in body)) return undefined;
  const { items } = body;
  const isItem = (item: unknown): item is ViewerItem =>
    typeof item === "object" &&
    item !== null &&
    "id" in item &&
    typeof item.id === "string" &&
    "title" in item &&
    typeof item.title === "string";
  return Array.isArray(items) && items.length > 0 && items.every(isItem) ? items : undefined;
}
