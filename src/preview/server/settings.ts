/** What the preview server needs, checked once at start and read by every request. */
import { ContentConfigError, type ContentConfig } from "#src/config/content-config.ts";
import { buildEnvironment, type BuildEnvironment } from "#src/config/environment.ts";
import { COOKIE_SECRET_MIN_LENGTH } from "#src/preview/server/draft-mode.ts";

export interface PreviewServerSettings {
  readonly content: Extract<ContentConfig, { source: "sanity" }>;
  readonly token: string;
  readonly cookieSecret: string;
  readonly studioUrl: string;
}

/** The settings, or a ContentConfigError whose one line names the variable to set. */
export function previewServerSettings(
  environment: BuildEnvironment = buildEnvironment(),
): PreviewServerSettings {
  const { content, previewToken, previewCookieSecret } = environment;
  if (content.source !== "sanity" || !content.preview) {
    throw new ContentConfigError(
      "PUBLIC_SANITY_PROJECT_ID is not set: the preview server shows a Sanity project's drafts.",
    );
  }
  // readContentConfig has already required these of a preview.
  if (previewToken === undefined || content.studioUrl === undefined) {
    throw new ContentConfigError("SANITY_READ_TOKEN and SANITY_STUDIO_URL must be set for a preview.");
  }
  if (previewCookieSecret === undefined || previewCookieSecret.length < COOKIE_SECRET_MIN_LENGTH) {
    throw new ContentConfigError(
      `PREVIEW_COOKIE_SECRET is ${previewCookieSecret === undefined ? "not set" : `shorter than ${COOKIE_SECRET_MIN_LENGTH} characters`}: ` +
        "the preview server signs its draft-mode cookie with it (openssl rand -hex 32 makes one).",
    );
  }
  return { content, token: previewToken, cookieSecret: previewCookieSecret, studioUrl: content.studioUrl };
}
