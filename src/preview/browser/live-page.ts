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
import { morphPage } from "./morph-page.ts";

let running: Promise<void> | undefined;
let again = false;

/** Renders the page afresh; changes that arrive meanwhile make one more render, not one each. */
function refresh(): Promise<void> {
  if (running !== undefined) {
    again = true;
    return running;
  }
  running = (async () => {
    do {
      again = false;
      const response = await fetch(window.location.href, { cache: "no-store" });
      // A failed render (the content service down) keeps the page as it was.
      if (!response.ok) return;
      morphPage(document, new DOMParser().parseFromString(await response.text(), "text/html"));
    } while (again);
  })().finally(() => (running = undefined));
  return running;
}

enableClickToEdit(() => refresh());

if (import.meta.env.PREVIEW_CHANGES_STREAM) {
  // Outside draft mode the server answers 204, and the browser does not ask again.
  const changes = new EventSource(DRAFT_MODE_ROUTES.changes);
  changes.addEventListener("change", () => void refresh());
  // The browser reconnects by itself after the server went away; what was saved meanwhile shows.
  let connections = 0;
  changes.addEventListener("open", () => {
    connections += 1;
    if (connections > 1) void refresh();
  });
}
