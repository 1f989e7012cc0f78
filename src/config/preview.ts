/**
 * The draft preview (SANITY_PREVIEW=1, see docs/preview.md): where a preview build goes and
 * how it is told apart from the public site, and the preview server's draft-mode routes.
 * Free of imports, so the build scripts, the deploy, the site and the Studio read the same names.
 */

/**
 * The preview server's draft-mode routes: the Presentation tool opens `enable` with its
 * secret; `changes` tells open pages that a document was saved.
 */
export const DRAFT_MODE_ROUTES = {
  enable: "/api/draft-mode/enable",
  disable: "/api/draft-mode/disable",
  changes: "/api/draft-mode/changes",
} as const;

/**
 * What every response of a draft preview says, on every host (the preview server's, a preview
 * build's `_headers`, its S3 objects): no shared cache stores it, the browser does not keep it,
 * and no search engine indexes it.
 */
export const PREVIEW_HEADERS = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex",
} as const;

/** Where `npm run build` writes a preview build unless told otherwise. */
export const PREVIEW_OUT_DIR = "dist-preview";

/**
 * A file only a preview build has, at the root of its output. The S3 deploy, the public
 * release switch and the swap into dist/ refuse any folder holding it.
 */
export const PREVIEW_MARKER_FILE = "preview-build.txt";
export const PREVIEW_MARKER_TEXT =
  "A draft preview of the site, built from unpublished content. It must never be published as the public site.\n";
