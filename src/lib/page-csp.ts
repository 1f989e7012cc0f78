import { createHash } from "node:crypto";

/**
 * Narrows a page's `<meta>` Content-Security-Policy to the inline code that page carries.
 *
 * Astro writes one list of hashes into every page: every inline script and client directive the
 * whole site might emit, its development island runtime, and its bundled files (already allowed
 * by 'self'). A page holds a few of them. This keeps, in `script-src`, the hashes of
 * the inline scripts the page holds and, in `style-src-attr`, those of its style attributes
 * (dropping the directive when none is left: `style-src` then governs attributes, and allows
 * none). `style-src` stays as written, since it also allows what scripts insert at run time.
 *
 * The page is searched, not parsed: every `<script …>` and ` style="…"` is hashed, also where a
 * content text holds one inside an attribute. A stray match can only keep a hash, never drop
 * one the page needs.
 */
export function narrowCspToPage(html: string): string {
  const meta = META.exec(html);
  if (meta?.groups === undefined) return html;
  const { before = "", policy = "", after = "" } = meta.groups;
  const narrowed = `${before}${narrowPolicy(policy, html)}${after}`;
  return `${html.slice(0, meta.index)}${narrowed}${html.slice(meta.index + meta[0].length)}`;
}

/** `policy` (a `<meta>`'s or a header's) narrowed to what `html` holds, as narrowCspToPage does. */
export function narrowPolicy(policy: string, html: string): string {
  const scripts = new Set(inlineScripts(html));
  const styleAttributes = new Set(
    Array.from(html.matchAll(STYLE_ATTRIBUTE), (match) => decodeAttribute(match[1] ?? "")),
  );
  // Directive by directive, so the policy keeps its own spacing and order.
  return policy.replace(/([^;]*)(?:;|$)/g, (part, directive: string) => {
    const [name = "", ...sources] = directive.trim().split(/\s+/);
    const rewrite = (kept: readonly string[]) =>
      part.replace(directive.trim(), () => [name, ...kept].join(" "));
    if (name === "script-src") return rewrite(keepHashesOf(sources, scripts));
    if (name !== "style-src-attr") return part;
    const kept = keepHashesOf(sources, styleAttributes);
    return kept.some(isHash) ? rewrite(kept) : "";
  });
}

const META = /(?<before><meta http-equiv="content-security-policy" content=")(?<policy>[^"]*)(?<after>">)/i;
const STYLE_ATTRIBUTE = /\sstyle="([^"]*)"/g;
const HASH = /^'(sha256|sha384|sha512)-([A-Za-z0-9+/=]+)'$/;

const isHash = (source: string) => HASH.test(source);

/** The sources that are not hashes, and the hashes of one of `texts`. */
function keepHashesOf(sources: readonly string[], texts: ReadonlySet<string>): string[] {
  const digests = new Map<string, Set<string>>();
  const digestsBy = (algorithm: string) => {
    let known = digests.get(algorithm);
    if (known === undefined) {
      known = new Set(Array.from(texts, (text) => createHash(algorithm).update(text).digest("base64")));
      digests.set(algorithm, known);
    }
    return known;
  };
  return sources.filter((source) => {
    const [, algorithm, digest] = HASH.exec(source) ?? [];
    return algorithm === undefined || digest === undefined || digestsBy(algorithm).has(digest);
  });
}

/** What follows each `<script …>` without a `src` up to the next `</script`: raw text, as the browser hashes it. */
function inlineScripts(html: string): string[] {
  const contents: string[] = [];
  const endTag = /<\/script/gi;
  for (const start of html.matchAll(/<script(?:\s[^>]*)?>/gi)) {
    if (/\ssrc=/i.test(start[0])) continue;
    const from = start.index + start[0].length;
    endTag.lastIndex = from;
    const end = endTag.exec(html);
    if (end !== null) contents.push(html.slice(from, end.index));
  }
  return contents;
}

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
