/**
 * Click-to-edit on a draft preview's pages, when the Studio's Presentation tool frames them:
 * the Studio's overlays over each text, and the Studio's address bar following the page.
 */
import { enableVisualEditing, type VisualEditingOptions } from "@sanity/visual-editing";

const here = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

/** Turns click-to-edit on inside the Studio's frame; `refresh` answers its refresh requests. */
export function enableClickToEdit(refresh?: VisualEditingOptions["refresh"]): void {
  if (window.self === window.top) return;
  void enableVisualEditing({
    ...(refresh === undefined ? {} : { refresh }),
    // Presentation's address bar follows the page, and moves it: each page is its own document.
    history: {
      subscribe(navigate) {
        navigate({ type: "replace", url: here() });
        return () => {};
      },
      update({ type, url }) {
        if (type === "pop") return window.history.back();
        const target = new URL(url, window.location.href);
        if (
          target.origin !== window.location.origin ||
          `${target.pathname}${target.search}${target.hash}` === here()
        )
          return;
        if (type === "replace") window.location.replace(target);
        else window.location.assign(target);
      },
    },
  });
}
