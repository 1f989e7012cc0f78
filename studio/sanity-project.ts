/**
 * Which Sanity project and dataset the Studio edits: the site's own PUBLIC_SANITY_PROJECT_ID
 * and PUBLIC_SANITY_DATASET, read and checked by the site's own rule (readContentConfig), so
 * the Studio and the site can never point at different content. Without a project id the
 * Studio still builds, against a placeholder project that signs nobody in.
 */
import { readBaseUrl, readContentConfig, readFlag } from "../src/config/content-config.ts";
import { readSiteUrl } from "../src/config/environment.ts";

/** The API version the Studio's own queries (desk lists, document actions, panes) are written for. */
export const STUDIO_API_VERSION = "2025-02-19";

/** Not a real project: `sanity build` works with it offline; the built Studio cannot sign in. */
export const PLACEHOLDER_PROJECT_ID = "placeholder";

export interface StudioProject {
  readonly projectId: string;
  readonly dataset: string;
  /** SANITY_API_HOST: an API origin replacing Sanity's hosted API (the tests' server). */
  readonly apiHost: string | undefined;
  readonly placeholder: boolean;
  /**
   * SANITY_STUDIO_PREVIEW_URL: the draft preview site, which the Presentation tool frames and
   * "Open preview" opens. Undefined: the Studio offers neither.
   */
  readonly previewUrl: string | undefined;
  /**
   * SANITY_STUDIO_STATIC_PREVIEW: the preview at previewUrl is a static preview build, which
   * shows drafts to anyone who reaches it and has no draft mode to open. Otherwise it is the
   * preview server, which the Studio opens in draft mode with a short-lived secret.
   */
  readonly staticPreview: boolean;
  /** PUBLIC_SITE_URL: the public site, whose build record says whether a publish is live. */
  readonly siteUrl: string;
}

export function studioProject(env: Readonly<Record<string, string | undefined>>): StudioProject {
  const content = readContentConfig(env);
  const previewUrl = readBaseUrl(env, "SANITY_STUDIO_PREVIEW_URL", "https://preview.example.com");
  const staticPreview = readFlag(env, "SANITY_STUDIO_STATIC_PREVIEW");
  const siteUrl = readSiteUrl(env);
  return content.source === "sanity"
    ? {
        projectId: content.projectId,
        dataset: content.dataset,
        apiHost: content.apiHost,
        placeholder: false,
        previewUrl,
        staticPreview,
        siteUrl,
      }
    : {
        projectId: PLACEHOLDER_PROJECT_ID,
        dataset: content.dataset,
        apiHost: undefined,
        placeholder: true,
        previewUrl,
        staticPreview,
        siteUrl,
      };
}
