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
