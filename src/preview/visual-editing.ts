/**
 * Click-to-edit, on the pages of a draft preview build only (integrations/preview-build.ts
 * injects it; a public build has none of it). Framed by the Studio's Presentation tool,
 * @sanity/visual-editing draws an overlay on each text that carries edit info
 * (lib/content/edit-info.ts) and opens its document and field when the editor clicks it.
 *
 * A static preview changes only when the preview channel has rebuilt it, some seconds after
 * an edit. So every open preview page watches the build marker, which names its build, and
 * reloads itself when a newer build is being served: the edit then shows in Presentation
 * without anyone pressing refresh.
 */
import { enableVisualEditing } from "@sanity/visual-editing";
import { PREVIEW_MARKER_FILE } from "#src/config/preview.ts";

/** How often an open preview page asks whether a newer build is served. */
const REBUILD_POLL_MS = 2000;

async function servedBuild(): Promise<string | undefined> {
  try {
    const response = await fetch(`/${PREVIEW_MARKER_FILE}`, { cache: "no-store" });
    return response.ok ? await response.text() : undefined;
  } catch {
    return undefined;
  }
}

function reloadOnRebuild(): void {
  const shown = servedBuild();
  setInterval(() => {
    if (document.visibilityState !== "visible") return;
    void Promise.all([shown, servedBuild()]).then(([was, now]) => {
      if (was !== undefined && now !== undefined && now !== was) window.location.reload();
    });
  }, REBUILD_POLL_MS);
}

const here = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

if (window.self !== window.top) {
  void enableVisualEditing({
    // Presentation's address bar follows the page, and moves it: each page is its own file.
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
reloadOnRebuild();
