/**
 * The preview server's pages (injected by integrations/preview-server.ts): click-to-edit, and
 * live. On each saved change a page renders itself afresh and brings what differs up to date
 * in place. It learns of changes two ways: in the Studio's frame, from Presentation (each
 * confirmed save of the document beside it, and the refresh button); and, where the server
 * holds one open, from its stream of the dataset's saved changes (GET /api/draft-mode/changes),
 * which also covers a page open on its own and documents edited elsewhere.
 */
import { DRAFT_MODE_ROUTES } from "#src/config/preview.ts";
import { enableClickToEdit } from "#src/preview/browser/click-to-edit.ts";
import { coalescedRenders, morphPage } from "./morph-page.ts";

/** How long a render may take: one that never answered would hold back every later change. */
const RENDER_WAIT_MS = 30_000;

const refresh = coalescedRenders(async () => {
  const response = await fetch(window.location.href, {
    cache: "no-store",
    signal: AbortSignal.timeout(RENDER_WAIT_MS),
  });
  if (response.ok) morphPage(document, new DOMParser().parseFromString(await response.text(), "text/html"));
});

enableClickToEdit(() => refresh());

// A save while the page still loaded, before it could hear of it, shows once it has: on a Node
// host, as the stream opens; elsewhere, in the Studio's frame, now.
if (import.meta.env.PREVIEW_CHANGES_STREAM) {
  // Outside draft mode the server answers 204, and the browser does not ask again.
  const changes = new EventSource(DRAFT_MODE_ROUTES.changes);
  changes.addEventListener("change", () => void refresh());
  // Each time it opens, the first included: the browser reconnects by itself after the server
  // went away, and what was saved meanwhile shows too.
  changes.addEventListener("open", () => void refresh());
} else if (window.self !== window.top) {
  void refresh();
}
