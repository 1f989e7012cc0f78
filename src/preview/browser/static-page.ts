/**
 * A draft preview build's pages (injected by integrations/preview-build.ts): click-to-edit,
 * and, since a static preview changes only when rebuilt, each open page watches the build
 * marker and reloads itself when a newer build is served.
 */
import { PREVIEW_MARKER_FILE } from "#src/config/preview.ts";
import { enableClickToEdit } from "./click-to-edit.ts";

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

enableClickToEdit();
reloadOnRebuild();
