/**
 * The one place that knows where content comes from. Pages and loaders see a
 * ContentSource and never which one answered.
 */
import { createClient, type ClientConfig, type ClientPerspective, type SanityClient } from "@sanity/client";
import { evaluate, parse } from "groq-js";
import { SANITY_API_VERSION, type ContentConfig } from "#src/config/content-config.ts";
import { isPublishedId } from "./document-id.ts";
import { encodesEditInfo } from "./edit-info.ts";

export type QueryParams = Record<string, string | number | boolean>;

export interface ContentSource {
  /** Where the content comes from, for log lines and error messages. */
  readonly description: string;
  fetch(query: string, params?: QueryParams): Promise<unknown>;
}

export interface SourceOptions {
  /** The token a preview reads drafts with (readPreviewToken); never for a public build. */
  readonly token?: string | undefined;
  /**
   * A preview server's request: the perspective its draft mode asks for, or `published`
   * outside draft mode, which reads without the token and encodes no edit info. A preview
   * build reads `drafts`.
   */
  readonly perspective?: ClientPerspective | undefined;
  /** Override the client's back-off between retries (tests use a short one). */
  readonly retryDelay?: (attempt: number) => number;
  /** The sample dataset as NDJSON text; defaults to the embedded one. */
  readonly sampleNdjson?: () => Promise<string>;
}

export function createContentSource(config: ContentConfig, options: SourceOptions = {}): ContentSource {
  if (config.source === "sample") {
    const { file } = config;
    if (options.sampleNdjson === undefined && file !== undefined) {
      const readFile = () => import("node:fs/promises").then((fs) => fs.readFile(file, "utf8"));
      return createSampleSource(readFile, `the sample dataset in ${file}`);
    }
    return createSampleSource(options.sampleNdjson ?? loadEmbeddedSample, "the embedded sample dataset");
  }
  // A preview shows each draft over its published document (or a release stacked on drafts).
  const perspective = options.perspective ?? (config.preview ? "drafts" : "published");
  const drafts = config.preview && perspective !== "published";
  const client = sanityClient(config, {
    perspective,
    ...(drafts && options.token !== undefined ? { token: options.token } : {}),
    // A preview's texts say where they came from, for the Studio's click-to-edit (edit-info.ts).
    ...(drafts && config.studioUrl !== undefined
      ? { stega: { enabled: true, studioUrl: config.studioUrl, filter: encodesEditInfo } }
      : {}),
    ...(options.retryDelay === undefined ? {} : { retryDelay: options.retryDelay }),
  });
  const where = config.apiHost ?? `https://${config.projectId}.api.sanity.io`;
  const read = perspective === "published" ? "" : ` (${[perspective].flat().join(", ")})`;
  return {
    description: `Sanity project "${config.projectId}", dataset "${config.dataset}"${read} at ${where}`,
    fetch: (query, params = {}) => client.fetch(query, params),
  };
}

/**
 * A client of the configured project, asking the live API (a build or a preview must see
 * what was just saved), with `more` on top.
 */
export function sanityClient(
  config: Extract<ContentConfig, { source: "sanity" }>,
  more: ClientConfig = {},
): SanityClient {
  return createClient({
    projectId: config.projectId,
    dataset: config.dataset,
    apiVersion: SANITY_API_VERSION,
    useCdn: false,
    timeout: config.timeoutMs,
    ...(config.apiHost === undefined ? {} : { apiHost: config.apiHost, useProjectHostname: false }),
    ...more,
  });
}

async function loadEmbeddedSample(): Promise<string> {
  const module = await import("#sample-data/production.ndjson?raw");
  return module.default;
}

/** Evaluates GROQ in-process with groq-js over an NDJSON export, as the published perspective would. */
function createSampleSource(loadNdjson: () => Promise<string>, description: string): ContentSource {
  let documents: Promise<unknown[]> | undefined;
  const load = async (): Promise<unknown[]> => {
    const lines = (await loadNdjson()).split("\n").filter((line) => line.trim() !== "");
    return lines
      .map((line) => JSON.parse(line) as { _id?: unknown })
      .filter((doc) => typeof doc._id === "string" && isPublishedId(doc._id));
  };
  return {
    description,
    async fetch(query, params = {}) {
      documents ??= load();
      const tree = parse(query, { params });
      const result = await evaluate(tree, { dataset: await documents, params });
      return result.get();
    },
  };
}
