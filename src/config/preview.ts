/**
 * The draft preview build (SANITY_PREVIEW=1, see docs/preview.md): where it goes and
 * how it is told apart from the public site. Free of imports, so the build scripts, the
 * deploy and the site read the same names.
 */

/** Where `npm run build` writes a preview build unless told otherwise. */
export const PREVIEW_OUT_DIR = "dist-preview";

/**
 * A file only a preview build has, at the root of its output. The S3 deploy, the public
 * release switch and the swap into dist/ refuse any folder holding it.
 */
export const PREVIEW_MARKER_FILE = "preview-build.txt";
export const PREVIEW_MARKER_TEXT =
  "A draft preview of the site, built from unpublished content. It must never be published as the public site.\n";
