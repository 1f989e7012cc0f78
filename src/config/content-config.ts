/**
 * Which content source a build reads, decided from the environment alone.
 * Kept free of Astro and Sanity imports so the integration, the loaders and the
 * tests all agree on one reading of the same variables.
 */

export const SANITY_API_VERSION = "2024-01-01";
export const DEFAULT_DATASET = "production";
/** Sanity's image CDN; image URLs never follow SANITY_API_HOST. */
export const SANITY_CDN_URL = "https://cdn.sanity.io";

/** The embedded sample dataset answers as this project, and the built site serves its images at this base. */
export const SAMPLE_PROJECT_ID = "sample";
export const SAMPLE_DATASET = "production";
export const SAMPLE_IMAGE_BASE_URL = "/sample-cdn";

export type ContentConfig =
  | {
      readonly source: "sample";
      readonly projectId: string;
      readonly dataset: string;
      readonly imageBaseUrl: string;
      /**
       * SAMPLE_DATASET_FILE: an NDJSON export read instead of the embedded sample, whose
       * images must be the sample's (`npm run bench:pages -- --projects N` builds a larger
       * portfolio this way). Undefined: the embedded sample.
       */
      readonly file: string | undefined;
    }
  | {
      readonly source: "sanity";
      readonly projectId: string;
      readonly dataset: string;
      /** API origin replacing Sanity's hosted API; undefined means api.sanity.io. */
      readonly apiHost: string | undefined;
      /** How long one request may take before it counts as failed (and is retried). */
      readonly timeoutMs: number;
      readonly imageBaseUrl: string;
      /**
       * A draft preview build (SANITY_PREVIEW): drafts over published, read with
       * SANITY_READ_TOKEN (see readPreviewToken; the token itself is never part of this
       * configuration, which pages may serialize).
       */
      readonly preview: boolean;
      /**
       * SANITY_STUDIO_URL, for a preview build: the Studio its texts link back to (stega)
       * and the origin allowed to frame it (Presentation). Undefined for a public build.
       */
      readonly studioUrl: string | undefined;
    };

/** Five minutes: a large dataset on a slow link must not fail a build by timing out early. */
export const DEFAULT_TIMEOUT_SECONDS = 300;

export class ContentConfigError extends Error {
  override name = "ContentConfigError";
}

type Env = Readonly<Record<string, string | undefined>>;

function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

/** An on/off variable: on for 1, true or yes (any case), off otherwise. */
export function readFlag(env: Env, name: string): boolean {
  return /^(1|true|yes)$/i.test(read(env, name) ?? "");
}

/** An http(s) URL from the environment, without a trailing slash; throws naming the variable. */
export function readBaseUrl(env: Env, name: string, example: string): string | undefined {
  const raw = read(env, name);
  if (raw === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ContentConfigError(`${name} "${raw}" is not a URL; expected one such as ${example}.`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new ContentConfigError(`${name} "${raw}" must use http or https.`);
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, "");
}

/** Whether the environment asks for a draft preview build (SANITY_PREVIEW). */
export const previewRequested = (env: Env): boolean => readFlag(env, "SANITY_PREVIEW");

/**
 * Reads PUBLIC_SANITY_PROJECT_ID, PUBLIC_SANITY_DATASET, SANITY_API_HOST,
 * SANITY_TIMEOUT_SECONDS and SANITY_PREVIEW (which needs SANITY_READ_TOKEN and
 * SANITY_STUDIO_URL).
 * Throws a ContentConfigError naming the variable when a value cannot be used, so a
 * typo fails the build instead of silently publishing the sample content.
 */
export function readContentConfig(env: Env): ContentConfig {
  const projectId = read(env, "PUBLIC_SANITY_PROJECT_ID");
  const preview = previewRequested(env);
  if (preview && projectId === undefined) {
    throw new ContentConfigError(
      "SANITY_PREVIEW is set but PUBLIC_SANITY_PROJECT_ID is not: a preview shows a Sanity project's drafts.",
    );
  }
  if (preview && read(env, "SANITY_READ_TOKEN") === undefined) {
    throw new ContentConfigError(
      "SANITY_PREVIEW is set but SANITY_READ_TOKEN is not: drafts are read with a Viewer token of the project.",
    );
  }
  const studioUrl = preview ? readBaseUrl(env, "SANITY_STUDIO_URL", "https://studio.example.com") : undefined;
  if (preview && studioUrl === undefined) {
    throw new ContentConfigError(
      "SANITY_PREVIEW is set but SANITY_STUDIO_URL is not: a preview links its texts to the Studio that edits them.",
    );
  }
  if (projectId === undefined) {
    return {
      source: "sample",
      projectId: SAMPLE_PROJECT_ID,
      dataset: SAMPLE_DATASET,
      imageBaseUrl: SAMPLE_IMAGE_BASE_URL,
      file: read(env, "SAMPLE_DATASET_FILE"),
    };
  }
  if (!/^[a-z0-9][a-z0-9-]*$/.test(projectId)) {
    throw new ContentConfigError(
      `PUBLIC_SANITY_PROJECT_ID "${projectId}" is not a Sanity project id (lower-case letters, digits and dashes).`,
    );
  }

  const dataset = read(env, "PUBLIC_SANITY_DATASET") ?? DEFAULT_DATASET;
  if (!/^~?[a-z0-9][a-z0-9_-]{0,63}$/.test(dataset)) {
    throw new ContentConfigError(
      `PUBLIC_SANITY_DATASET "${dataset}" is not a dataset name (lower-case letters, digits, _ and -, at most 64).`,
    );
  }

  const apiHost = readBaseUrl(env, "SANITY_API_HOST", "http://127.0.0.1:7777");

  const rawTimeout = read(env, "SANITY_TIMEOUT_SECONDS");
  const timeoutSeconds = rawTimeout === undefined ? DEFAULT_TIMEOUT_SECONDS : Number(rawTimeout);
  if (!Number.isFinite(timeoutSeconds) || timeoutSeconds <= 0) {
    throw new ContentConfigError(
      `SANITY_TIMEOUT_SECONDS "${rawTimeout}" is not a number of seconds above 0.`,
    );
  }

  return {
    source: "sanity",
    projectId,
    dataset,
    apiHost,
    timeoutMs: timeoutSeconds * 1000,
    imageBaseUrl: SANITY_CDN_URL,
    preview,
    studioUrl,
  };
}

/**
 * The token a preview build reads drafts with (SANITY_READ_TOKEN), and only for a preview
 * build: a public build never sends one, whatever the environment holds. Kept apart from
 * ContentConfig so it cannot be serialized into a page with it.
 */
export function readPreviewToken(env: Env, config = readContentConfig(env)): string | undefined {
  return isPreview(config) ? read(env, "SANITY_READ_TOKEN") : undefined;
}

/** Whether this build is a draft preview: what every part that differs for one asks. */
export function isPreviewBuild(env: Env): boolean {
  return isPreview(readContentConfig(env));
}

/** Whether a content source is a draft preview's. */
export const isPreview = (config: ContentConfig): boolean => config.source === "sanity" && config.preview;
