/**
 * Click-to-edit on a draft preview build's pages (injected by integrations/preview-build.ts).
 * A static preview changes only when rebuilt, so each open page watches the build marker and
 * reloads itself when a newer build is served.
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
