/**
 * Marks a preview build's output as one (PREVIEW_MARKER_FILE), so no deploy step can take it
 * for the public site. A public build is left as it is.
 */
import { writeFile } from "node:fs/promises";
import type { AstroIntegration } from "astro";
import { PREVIEW_MARKER_FILE, PREVIEW_MARKER_TEXT } from "../config/preview";

export function previewBuild(enabled: boolean): AstroIntegration {
  return {
    name: "preview-build",
    hooks: {
      "astro:build:done": async ({ dir, logger }) => {
        if (!enabled) return;
        await writeFile(new URL(PREVIEW_MARKER_FILE, dir), PREVIEW_MARKER_TEXT);
        logger.info(`a draft preview build: marked with ${PREVIEW_MARKER_FILE}`);
      },
    },
  };
}
