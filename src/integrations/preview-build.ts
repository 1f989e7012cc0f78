/**
 * What makes a draft preview build one (SANITY_PREVIEW, docs/preview.md); a public
 * build is left exactly as it is.
 * - Its pages load click-to-edit and reload on a rebuild (preview/browser/static-page.ts).
 * - Its output is marked (PREVIEW_MARKER_FILE), so no deploy step can take it for the public
 *   site; the marker names the build, which open preview pages watch to reload on a rebuild.
 * - Its headers let the Studio frame it (framedBy): the public site's `frame-ancestors 'none'`
 *   and `X-Frame-Options: DENY` become the Studio's origin.
 * - Its headers keep every file private and unindexed (PREVIEW_HEADERS), the company profile
 *   included: the public site's caching rules go.
 */
import { readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { framedBy } from "#src/security/content-security-policy.ts";
import { PREVIEW_HEADERS, PREVIEW_MARKER_FILE, PREVIEW_MARKER_TEXT } from "#src/config/preview.ts";

export interface PreviewBuildOptions {
  /** The Studio that edits the content and frames the preview in its Presentation tool. */
  readonly studioUrl: string;
}

/** The integration's name; the preview server, which is live instead, leaves it out. */
export const PREVIEW_BUILD = "preview-build";

export function previewBuild(preview: PreviewBuildOptions | undefined): AstroIntegration {
  return {
    name: PREVIEW_BUILD,
    hooks: {
      "astro:config:setup": ({ injectScript }) => {
        if (preview === undefined) return;
        const script = fileURLToPath(new URL("../preview/browser/static-page.ts", import.meta.url));
        injectScript("page", `import ${JSON.stringify(script)};`);
      },
      "astro:build:done": async ({ dir, logger }) => {
        if (preview === undefined) return;
        await writeFile(
          new URL(PREVIEW_MARKER_FILE, dir),
          `${PREVIEW_MARKER_TEXT}Built ${new Date().toISOString()}\n`,
        );
        const headers = new URL("_headers", dir);
        await writeFile(headers, draftHeaders(await readFile(headers, "utf8"), preview.studioUrl));
        logger.info(
          `a draft preview build: marked with ${PREVIEW_MARKER_FILE}, framed by ${new URL(preview.studioUrl).origin}`,
        );
      },
    },
  };
}

/** A rule for every path, in the `_headers` format (Netlify, Cloudflare Pages). */
const EVERY_PATH = /^\/\*\r?\n/m;

/**
 * A draft preview's headers file, from the public one: framed by the Studio (framedBy), and
 * every path private and unindexed. The public caching rules are taken out, since hosts join
 * the values of all the rules a path matches; a rule left with no header goes with them.
 */
export function draftHeaders(publicHeaders: string, studioUrl: string): string {
  const framed = framedBy(publicHeaders, studioUrl);
  if (!EVERY_PATH.test(framed)) {
    throw new Error(
      "public/_headers has no rule for every path (/*): the draft preview's privacy headers go there.",
    );
  }
  const lines = framed.split(/\r?\n/).filter((line) => !/^\s+Cache-Control:/i.test(line));
  const kept = lines.filter((line, index) => {
    const isRule = line.trim() !== "" && !/^\s/.test(line) && !line.startsWith("#");
    return !isRule || /^\s+\S/.test(lines[index + 1] ?? "");
  });
  const privacy = Object.entries(PREVIEW_HEADERS).map(([name, value]) => `  ${name}: ${value}\n`);
  return kept.join("\n").replace(EVERY_PATH, (rule) => `${rule}${privacy.join("")}`);
}
