/**
 * The site's Content-Security-Policy, built here and nowhere else:
 * - the policy Astro writes into every page (`security.csp`, astro.config.mjs): Astro hashes
 *   what it emits; this adds the hashes it cannot see (stylesheets packages inject, the hero's
 *   rise styles) and closes everything else;
 * - each page's policy narrowed to the inline code that page holds (src/middleware.ts, at build
 *   time and on the preview server alike);
 * - who may frame a page: nobody on the public site (public/_headers), the Studio on a draft
 *   preview, whether a preview build's headers file or the preview server's header.
 * Reading packages and rewriting files are the build integrations' (src/integrations/).
 */
import { createHash } from "node:crypto";
import type { AstroUserConfig } from "astro";
import { HERO_RISE_STYLES } from "#src/config/motion.ts";
import { SPECULATION_RULES_TEXT } from "#src/config/speculation.ts";

type CspConfig = Exclude<NonNullable<NonNullable<AstroUserConfig["security"]>["csp"]>, boolean>;
type CspHash = `sha256-${string}`;

export const sha256 = (text: string): CspHash =>
  `sha256-${createHash("sha256").update(text).digest("base64")}`;

/** `'self'` for a site-relative URL, else the URL's origin. */
function sourceOf(url: string): string {
  return url.startsWith("/") && !url.startsWith("//") ? "'self'" : new URL(url).origin;
}

export interface CspOrigins {
  /** Where content images come from: Sanity's CDN, or the site itself in sample mode. */
  readonly imageBaseUrl: string;
  /** The hero video's URLs (src/config/environment.ts, heroVideo). */
  readonly heroVideoUrls: readonly string[];
  /** Where the 404 page asks for a project published after the build; none in sample mode. */
  readonly liveQueryUrl?: string | undefined;
  /** A draft preview build, whose click-to-edit overlays bring their own `<style>` elements. */
  readonly preview?: boolean;
  /** The stylesheets packages insert at run time (read by integrations/package-styles.ts). */
  readonly injectedStyles?: readonly string[];
  /**
   * Pages that offer the site's search (the public site's): Pagefind searches in a worker from
   * the site itself (`worker-src 'self'`), and compiles its WebAssembly in the page where no
   * worker can start (`'wasm-unsafe-eval'`); nothing else (docs/search.md).
   */
  readonly search?: boolean;
}

export function contentSecurityPolicy({
  imageBaseUrl,
  heroVideoUrls,
  liveQueryUrl,
  preview = false,
  injectedStyles = [],
  search = false,
}: CspOrigins): CspConfig {
  const images = [...new Set(["'self'", sourceOf(imageBaseUrl)])].join(" ");
  const media = [...new Set(["'self'", ...heroVideoUrls.map(sourceOf)])].join(" ");
  return {
    algorithm: "SHA-256",
    directives: [
      "default-src 'none'",
      `img-src ${images}`,
      `media-src ${media}`,
      "font-src 'self'",
      // The content service's origin when the site asks it anything. 'self' lets audit tools
      // read /robots.txt: Chromium now applies the page's policy to DevTools' own fetches
      // (GoogleChrome/lighthouse#16597), and a static site has nothing same-origin to guard.
      `connect-src ${["'self'", ...(liveQueryUrl === undefined ? [] : [new URL(liveQueryUrl).origin])].join(" ")}`,
      "manifest-src 'self'",
      "base-uri 'none'",
      "form-action 'none'",
      "object-src 'none'",
      "frame-src 'none'",
      // Pagefind's worker, from the site itself.
      `worker-src ${search ? "'self'" : "'none'"}`,
    ],
    scriptDirective: {
      resources: ["'self'", ...(search ? ["'wasm-unsafe-eval'"] : [])],
      // The speculation rules the public pages hold (BaseLayout.astro); a page without them
      // (the 404 page, a draft preview) loses the hash with the rest it does not hold.
      hashes: [sha256(SPECULATION_RULES_TEXT)],
    },
    styleDirective: {
      resources: [
        { resource: "'unsafe-hashes'", kind: "attribute" },
        ...(preview
          ? (["'self'", "'unsafe-inline'"] as const).map((resource) => ({
              resource,
              kind: "element" as const,
            }))
          : []),
      ],
      hashes: [
        // A hash would switch a preview's 'unsafe-inline' off; it lets these in anyway.
        ...(preview ? [] : injectedStyles.map(sha256)),
        ...HERO_RISE_STYLES.map((style) => ({
          hash: sha256(style),
          kind: "attribute" as const,
        })),
      ],
    },
  };
}

/** Who may frame a page: nobody, or on a draft preview the Studio (and the preview itself). */
export function frameAncestors(studioUrl?: string): string {
  return studioUrl === undefined
    ? "frame-ancestors 'none'"
    : `frame-ancestors 'self' ${new URL(studioUrl).origin}`;
}

/** The public headers' refusal to be framed (public/_headers), which a draft preview replaces. */
const X_FRAME_OPTIONS_DENY = /^\s*X-Frame-Options: DENY\r?\n/m;

/**
 * A draft preview's headers file: framed by the Studio's origin (and itself) instead of by
 * nobody. Throws if the public headers no longer say what it replaces, so a preview can never
 * be left unframeable, or a public policy loosened, without a failed build saying why.
 */
export function framedBy(headers: string, studioUrl: string): string {
  if (!headers.includes(frameAncestors()) || !X_FRAME_OPTIONS_DENY.test(headers)) {
    throw new Error(
      `public/_headers no longer holds "${frameAncestors()}" and "X-Frame-Options: DENY"; ` +
        "update framedBy() in src/security/content-security-policy.ts so the draft preview can be framed by the Studio.",
    );
  }
  return headers.replace(frameAncestors(), frameAncestors(studioUrl)).replace(X_FRAME_OPTIONS_DENY, "");
}

/**
 * Narrows a page's `<meta>` Content-Security-Policy to the inline code that page carries.
 *
 * Astro writes one list of hashes into every page: every inline script and client directive the
 * whole site might emit, its development island runtime, and its bundled files (already allowed
 * by 'self'). A page holds a few of them. This keeps, in `script-src`, the hashes of the inline
 * scripts the page holds and, in `style-src-attr`, those of its style attributes (dropping the
 * directive when none is left: `style-src` then governs attributes, and allows none).
 * `style-src` stays as written, since it also allows what scripts insert at run time.
 *
 * The page is searched as the bytes Astro and React write (lowercase tags, attributes after a
 * space), not parsed: every `<script …>` and ` style="…"` is hashed, also where a content text
 * holds one inside an attribute. A stray match can only keep a hash, never drop one the page
 * needs. Bytes rather than text, so a build of ten thousand pages decodes none of them.
 */
export function narrowCspToPage(page: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
  const bytes = asBuffer(page);
  const start = bytes.indexOf(META_START);
  if (start === -1) return page;
  const from = start + META_START.length;
  const to = bytes.indexOf('"', from);
  if (to === -1) return page;
  const policy = bytes.toString("utf8", from, to);
  const narrowed = narrowPolicy(policy, bytes);
  if (narrowed === policy) return page;
  return Buffer.concat([bytes.subarray(0, from), Buffer.from(narrowed), bytes.subarray(to)]);
}

/** `policy` (a `<meta>`'s or a header's) narrowed to what `page` holds, as narrowCspToPage does. */
export function narrowPolicy(policy: string, page: Uint8Array): string {
  const bytes = asBuffer(page);
  // Directive by directive, so the policy keeps its own spacing and order.
  return policy.replace(/([^;]*)(?:;|$)/g, (part, directive: string) => {
    const [name = "", ...sources] = directive.trim().split(/\s+/);
    const rewrite = (kept: readonly string[]) =>
      part.replace(directive.trim(), () => [name, ...kept].join(" "));
    if (name === "script-src") return rewrite(keepHashesOf(sources, inlineScripts(bytes)));
    if (name !== "style-src-attr") return part;
    const kept = keepHashesOf(sources, styleAttributes(bytes));
    return kept.some(isHash) ? rewrite(kept) : "";
  });
}

const META_START = '<meta http-equiv="content-security-policy" content="';
const HASH = /^'(sha256|sha384|sha512)-([A-Za-z0-9+/=]+)'$/;

const isHash = (source: string) => HASH.test(source);
const asBuffer = (page: Uint8Array) => Buffer.from(page.buffer, page.byteOffset, page.byteLength);

/** The sources that are not hashes, and the hashes of one of `texts`. */
function keepHashesOf(sources: readonly string[], texts: readonly Uint8Array[]): string[] {
  const digests = new Map<string, Set<string>>();
  const digestsBy = (algorithm: string) => {
    let known = digests.get(algorithm);
    if (known === undefined) {
      known = new Set(texts.map((text) => createHash(algorithm).update(text).digest("base64")));
      digests.set(algorithm, known);
    }
    return known;
  };
  return sources.filter((source) => {
    const [, algorithm, digest] = HASH.exec(source) ?? [];
    return algorithm === undefined || digest === undefined || digestsBy(algorithm).has(digest);
  });
}

/** What follows each `<script …>` without a `src` up to the next `</script`: as the browser hashes it. */
function inlineScripts(page: Buffer): Buffer[] {
  const scripts: Buffer[] = [];
  for (let start = page.indexOf("<script"); start !== -1; start = page.indexOf("<script", start + 1)) {
    const next = page[start + "<script".length];
    if (next !== GREATER_THAN && next !== SPACE) continue;
    const tagEnd = page.indexOf(">", start);
    if (tagEnd === -1) break;
    if (/\ssrc=/i.test(page.toString("latin1", start, tagEnd))) continue;
    const end = page.indexOf("</script", tagEnd);
    if (end !== -1) scripts.push(page.subarray(tagEnd + 1, end));
  }
  return scripts;
}

/** Every ` style="…"` value, as the browser reads it. */
function styleAttributes(page: Buffer): Buffer[] {
  const values: Buffer[] = [];
  for (let start = page.indexOf(STYLE); start !== -1; start = page.indexOf(STYLE, start + 1)) {
    const end = page.indexOf('"', start + STYLE.length);
    if (end === -1) break;
    values.push(Buffer.from(decodeAttribute(page.toString("utf8", start + STYLE.length, end))));
  }
  return values;
}

const STYLE = ' style="';
const GREATER_THAN = ">".charCodeAt(0);
const SPACE = " ".charCodeAt(0);

/** An attribute value as the browser reads it: the references Astro and React write, undone. */
const decodeAttribute = (value: string): string =>
  value.replace(
    /&(?:(quot|amp|lt|gt)|#(\d+)|#x([\da-f]+));/gi,
    (reference, name?: string, decimal?: string, hex?: string) => {
      if (name !== undefined) return NAMED[name.toLowerCase()] ?? reference;
      const code = decimal === undefined ? parseInt(hex ?? "", 16) : Number(decimal);
      return code <= 0x10ffff ? String.fromCodePoint(code) : reference;
    },
  );

const NAMED: Record<string, string> = { quot: '"', amp: "&", lt: "<", gt: ">" };
