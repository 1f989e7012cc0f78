/**
 * The build's environment, read in this one place, once, on first use: which content source
 * the site is built from, the preview's token, the error mode, the hero video and the site's
 * address. Nothing else in src/ reads or writes process.env. astro.config.mjs asks first, after it has
 * loaded a local .env into process.env, so every later reader sees the same values.
 */
import {
  isPreview,
  readContentConfig,
  readFlag,
  readPreviewToken,
  type ContentConfig,
} from "./content-config.ts";

type Env = Readonly<Record<string, string | undefined>>;

/** The site's public address when PUBLIC_SITE_URL is not set. */
export const DEFAULT_SITE_URL = "https://www.arkan-contracting.com";

/** PUBLIC_SITE_URL, the site's public address, as the site and the Studio read it. */
export const readSiteUrl = (env: Env): string => env["PUBLIC_SITE_URL"]?.trim() || DEFAULT_SITE_URL;

/** The hero video: one file for every screen, and a lighter one for screens up to 767 px wide. */
export interface HeroVideo {
  readonly url: string;
  readonly smallScreenUrl: string;
}

/**
 * `PUBLIC_HERO_VIDEO_URL` points the hero video at the company's CDN, and
 * `PUBLIC_HERO_VIDEO_SMALL_URL` at its lighter cut for phones. Without either, the site's own
 * sample videos play. A company video without a small cut plays on phones too, rather than the
 * sample's small cut.
 */
export function heroVideo(env: Readonly<Record<string, string | undefined>>): HeroVideo {
  const url = env["PUBLIC_HERO_VIDEO_URL"]?.trim() || undefined;
  const small = env["PUBLIC_HERO_VIDEO_SMALL_URL"]?.trim() || undefined;
  return {
    url: url ?? "/media/hero.mp4",
    smallScreenUrl: small ?? (url === undefined ? "/media/hero-small.mp4" : url),
  };
}

export interface BuildEnvironment {
  readonly content: ContentConfig;
  /** The Viewer token a draft preview reads with; never part of `content`, so never serialized. */
  readonly previewToken: string | undefined;
  /** PREVIEW_COOKIE_SECRET: the preview server's key for its draft-mode cookie. A secret too. */
  readonly previewCookieSecret: string | undefined;
  /** A draft preview build (SANITY_PREVIEW): drafts over published, never the public site. */
  readonly previewBuild: boolean;
  /** RENDER_CONTENT_ERRORS: a failed query renders its error state instead of failing the build. */
  readonly renderContentErrors: boolean;
  readonly heroVideo: HeroVideo;
  /** PUBLIC_SITE_URL: the address canonical URLs and link previews are absolute to. */
  readonly siteUrl: string;
  /**
   * SOURCE_DATE_EPOCH (seconds, the reproducible-builds convention): the moment pages are made
   * at, where set, in place of the moment each is rendered (`pageMoment`). What a page judges by
   * it (a certificate's validity) then reads the same in every build of the same content.
   */
  readonly sourceDate: Date | undefined;
}

/** SOURCE_DATE_EPOCH as a moment, or undefined when it is unset; a value that is no number of seconds stops the build. */
export function sourceDate(env: Env): Date | undefined {
  const epoch = env["SOURCE_DATE_EPOCH"]?.trim();
  if (!epoch) return undefined;
  if (!/^\d+$/.test(epoch))
    throw new Error(`SOURCE_DATE_EPOCH must be a number of seconds since 1970, not ${JSON.stringify(epoch)}`);
  return new Date(Number(epoch) * 1000);
}

export function readBuildEnvironment(env: Env): BuildEnvironment {
  const content = readContentConfig(env);
  return {
    content,
    previewToken: readPreviewToken(env, content),
    previewCookieSecret: isPreview(content) ? env["PREVIEW_COOKIE_SECRET"]?.trim() || undefined : undefined,
    previewBuild: isPreview(content),
    renderContentErrors: readFlag(env, "RENDER_CONTENT_ERRORS"),
    heroVideo: heroVideo(env),
    siteUrl: readSiteUrl(env),
    sourceDate: sourceDate(env),
  };
}

let environment: BuildEnvironment | undefined;

/**
 * The preview server is a draft preview whatever the environment says of SANITY_PREVIEW: set
 * before the environment is first read, by the start script and by the server's middleware (on
 * hosts such as Netlify, which run the server without the start script).
 */
export function markAsPreviewServer(env: NodeJS.ProcessEnv = process.env): void {
  env["SANITY_PREVIEW"] = "1";
}

/** This build's environment, read from process.env the first time it is asked for. */
export function buildEnvironment(): BuildEnvironment {
  environment ??= readBuildEnvironment(process.env);
  return environment;
}

/**
 * The moment a page is made at: SOURCE_DATE_EPOCH's where set, else now (a static build's
 * moment, or the preview server's at each request).
 */
export const pageMoment = (): Date => buildEnvironment().sourceDate ?? new Date();
