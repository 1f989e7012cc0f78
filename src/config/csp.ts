/**
 * The site's Content-Security-Policy (Astro's `security.csp`): Astro hashes what it emits; this
 * adds the hashes it cannot see (react-fast-marquee's stylesheet, the hero's rise styles) and
 * closes everything else. `frame-ancestors` comes from the host's headers (public/_headers).
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { AstroUserConfig } from "astro";
import { HERO_RISE_STYLES } from "./display.ts";

type CspConfig = Exclude<NonNullable<NonNullable<AstroUserConfig["security"]>["csp"]>, boolean>;
type CspHash = `sha256-${string}`;

export const sha256 = (text: string): CspHash =>
  `sha256-${createHash("sha256").update(text).digest("base64")}`;

/** The CSS react-fast-marquee injects, read from the installed package so an upgrade cannot drift. */
export function marqueeStylesheet(): string {
  const entry = createRequire(import.meta.url).resolve("react-fast-marquee");
  const literal = /___\$insertStyle\(("(?:[^"\\]|\\.)*")\)/.exec(readFileSync(entry, "utf8"))?.[1];
  if (literal === undefined) {
    throw new Error(
      `react-fast-marquee (${entry}) no longer injects its stylesheet the way src/config/csp.ts expects; ` +
        "update marqueeStylesheet() so the Content-Security-Policy allows it.",
    );
  }
  return JSON.parse(literal) as string;
}

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
}

export function contentSecurityPolicy({
  imageBaseUrl,
  heroVideoUrls,
  liveQueryUrl,
  preview = false,
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
      "worker-src 'none'",
    ],
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
        // A hash would switch a preview's 'unsafe-inline' off; it lets the marquee's in anyway.
        ...(preview ? [] : [sha256(marqueeStylesheet())]),
        ...HERO_RISE_STYLES.map((style) => ({
          hash: sha256(style),
          kind: "attribute" as const,
        })),
      ],
    },
  };
}

/** The public headers' refusal to be framed (public/_headers), which a draft preview replaces. */
const NO_FRAMING = { csp: "frame-ancestors 'none'", xFrameOptions: /^\s*X-Frame-Options: DENY\r?\n/m };

/**
 * A draft preview's headers file: framed by the Studio's origin (and itself) instead of by
 * nobody. Throws if the public headers no longer say what it replaces, so a preview can never
 * be left unframeable, or a public policy loosened, without a failed build saying why.
 */
export function framedBy(headers: string, studioUrl: string): string {
  if (!headers.includes(NO_FRAMING.csp) || !NO_FRAMING.xFrameOptions.test(headers)) {
    throw new Error(
      `public/_headers no longer holds "${NO_FRAMING.csp}" and "X-Frame-Options: DENY"; ` +
        "update framedBy() in src/config/csp.ts so the draft preview can be framed by the Studio.",
    );
  }
  return headers
    .replace(NO_FRAMING.csp, `frame-ancestors 'self' ${new URL(studioUrl).origin}`)
    .replace(NO_FRAMING.xFrameOptions, "");
}
