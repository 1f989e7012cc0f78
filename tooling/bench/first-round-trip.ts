/**
 * What a page must receive before it can paint: its HTML and the stylesheets it links, as a CDN
 * sends them (Brotli, quality 11).
 *
 * A new connection's first round trip carries ten TCP segments, 14,600 bytes with the response
 * headers (about 0.1 KB on HTTP/2). When a page's HTML and stylesheets fit in it, Lighthouse's
 * slow-4G simulation paints the sample's pages at 1.05 s; when they do not, the stylesheet
 * takes a round trip of its own and the paint comes 150 ms later (docs/performance.md, "Largest
 * paint targets").
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { brotliCompressSync } from "node:zlib";
import { stylesheetLinks } from "../../publishing/build/page-stylesheets.ts";
import { CDN_BROTLI_OPTIONS } from "../serve/static-server.ts";

export const FIRST_ROUND_TRIP_BYTES = 14_600;

/** A file's size as a CDN sends it, and as the bench's server sends it to Lighthouse. */
export function brotliBytes(body: Uint8Array): number {
  return brotliCompressSync(body, CDN_BROTLI_OPTIONS).length;
}

/** The `href` of each `<link rel="stylesheet">` in a page, in order, read as the build reads them. */
export function stylesheetHrefs(html: string): string[] {
  return stylesheetLinks(html).map(([, href]) => href);
}

/**
 * The Brotli bytes of a page's HTML plus those of its stylesheets; `fileOf` maps a stylesheet's
 * `href` to its file (undefined for one the site does not hold, which is then not counted).
 */
export function bytesBeforePaint(html: Uint8Array, fileOf: (href: string) => string | undefined): number {
  const text = Buffer.from(html).toString("utf8");
  const stylesheets = stylesheetHrefs(text)
    .map(fileOf)
    .filter((file) => file !== undefined);
  return stylesheets.reduce(
    (sum, file) => sum + brotliBytes(readFileSync(file)),
    brotliBytes(Buffer.from(withPlacelessIslandIds(text))),
  );
}

/**
 * The page with each island's `uid` replaced by one that depends on its order alone. Astro
 * hashes an island's id from its source file's absolute path, among others, so the same page
 * built in two checkouts differs in those few characters, and its Brotli bytes by up to 40; the
 * stand-ins are as long and as random as Astro's, so the count stays the page's.
 */
export function withPlacelessIslandIds(html: string): string {
  let order = 0;
  return html.replaceAll(/(<astro-island\b[^>]*?\suid=")[^"]*"/g, (_, start: string) => {
    order += 1;
    return `${start}${createHash("sha256").update(`island ${order}`).digest("base64url").slice(0, 6)}"`;
  });
}
