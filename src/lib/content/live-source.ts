/**
 * Where the browser asks for content at run time: Sanity's API CDN for the project (or
 * SANITY_API_HOST), as the specification says. Only the 404 page does, for a project
 * published after the last build; the Content-Security-Policy allows exactly this origin.
 */
import { SANITY_API_VERSION, type ContentConfig } from "#src/config/content-config.ts";

export interface LiveSource {
  /** `{origin}/v{version}/data/query/{dataset}` */
  readonly queryUrl: string;
  readonly projectId: string;
  readonly dataset: string;
  readonly imageBaseUrl: string;
}

/**
 * The run-time source for a build's content configuration; none in sample mode, and none in
 * a preview build, whose drafts a browser could only read with the token it must never get.
 */
export function liveSourceFor(config: ContentConfig): LiveSource | undefined {
  if (config.source === "sample" || config.preview) return undefined;
  const origin = config.apiHost ?? `https://${config.projectId}.apicdn.sanity.io`;
  return {
    queryUrl: `${origin}/v${SANITY_API_VERSION}/data/query/${config.dataset}`,
    projectId: config.projectId,
    dataset: config.dataset,
    imageBaseUrl: config.imageBaseUrl,
  };
}
