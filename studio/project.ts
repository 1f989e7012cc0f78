/**
 * Which Sanity project and dataset the Studio edits: the site's own PUBLIC_SANITY_PROJECT_ID
 * and PUBLIC_SANITY_DATASET, read and checked by the site's own rule (readContentConfig), so
 * the Studio and the site can never point at different content. Without a project id the
 * Studio still builds, against a placeholder project that signs nobody in.
 */
import { readContentConfig } from "../src/lib/content/config.ts";

/** Not a real project: `sanity build` works with it offline; the built Studio cannot sign in. */
export const PLACEHOLDER_PROJECT_ID = "placeholder";

export interface StudioProject {
  readonly projectId: string;
  readonly dataset: string;
  /** SANITY_API_HOST: an API origin replacing Sanity's hosted API (the tests' server). */
  readonly apiHost: string | undefined;
  readonly placeholder: boolean;
}

export function studioProject(env: Readonly<Record<string, string | undefined>>): StudioProject {
  const content = readContentConfig(env);
  return content.source === "sanity"
    ? { projectId: content.projectId, dataset: content.dataset, apiHost: content.apiHost, placeholder: false }
    : { projectId: PLACEHOLDER_PROJECT_ID, dataset: content.dataset, apiHost: undefined, placeholder: true };
}
