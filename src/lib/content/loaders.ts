/**
 * What pages call: `load(type)` gives a content type's (types/) validated, prepared content,
 * with whether its query failed. Each query runs at most once per build however many pages
 * ask for it, and a query that fails (after the client's own retries) fails the build with
 * the query's name, so a half-empty site is never published.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { buildEnvironment } from "#src/config/environment.ts";
import { createContentSource, type ContentSource } from "./client.ts";
import type { ContentOf, ContentType } from "./content-type.ts";
import { parseDocuments } from "./parse.ts";

/** An error's message followed by those of its causes: "fetch failed" alone tells nobody what broke. */
function describeFailure(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  while (current !== undefined && parts.length < 5) {
    const message = current instanceof Error ? current.message : String(current);
    if (message && !parts.includes(message)) parts.push(message);
    current = current instanceof Error ? current.cause : undefined;
  }
  return parts.join(": ");
}

export class ContentQueryError extends Error {
  override name = "ContentQueryError";
  readonly queryName: string;

  constructor(queryName: string, sourceDescription: string, cause: unknown) {
    super(`Content query "${queryName}" failed against ${sourceDescription}: ${describeFailure(cause)}`, {
      cause,
    });
    this.queryName = queryName;
  }
}

export interface LoaderOptions {
  /**
   * Render the specification's error states for a query that fails, instead of failing the
   * build (RENDER_CONTENT_ERRORS): for local work against an unreachable service only.
   */
  readonly renderErrors?: boolean;
  /** Where a failure is reported in that mode. */
  readonly reportError?: (message: string) => void;
}

/**
 * What a loader gives: its content, and whether its query failed. Only with `renderErrors`
 * can it have failed and still give an answer: the content is then empty, and the pages show
 * the specification's error state for it.
 */
export interface Loaded<T> {
  readonly content: T;
  readonly failed: boolean;
}

/**
 * A loader over a content source: `load(type)` runs the type's query once however many pages
 * ask, validates the results and prepares them, once.
 */
export function createContentLoader(
  source: ContentSource,
  warn: (message: string) => void,
  { renderErrors = false, reportError = warn }: LoaderOptions = {},
) {
  const results = new Map<ContentType, Promise<Loaded<unknown>>>();

  return function load<Type extends ContentType>(type: Type): Promise<Loaded<ContentOf<Type>>> {
    let pending = results.get(type);
    if (pending === undefined) {
      const prepare = (documents: unknown[]) => type.prepare(documents, warn);
      pending = source
        .fetch(type.query)
        .then((raw) => ({
          content: prepare(parseDocuments(type.documentType, type.schema, raw, warn)),
          failed: false,
        }))
        .catch((error: unknown) => {
          const failure = new ContentQueryError(type.documentType, source.description, error);
          if (!renderErrors) throw failure;
          reportError(
            `[content] ${failure.message}. RENDER_CONTENT_ERRORS is set: rendering its error state.`,
          );
          return { content: prepare([]), failed: true };
        });
      results.set(type, pending);
    }
    return pending as Promise<Loaded<ContentOf<Type>>>;
  };
}

export type ContentLoader = ReturnType<typeof createContentLoader>;

let buildLoader: ContentLoader | undefined;
const requestLoader = new AsyncLocalStorage<ContentLoader>();

/**
 * Renders with a loader of its own: each request to the preview server reads in the
 * perspective its draft mode names, with a loader that lives as long as the request.
 */
export function withContentLoader<T>(loader: ContentLoader, render: () => T): T {
  return requestLoader.run(loader, render);
}

/**
 * A content type's content for this build (or, on the preview server, this request), from the
 * content source its environment names.
 */
export function load<Type extends ContentType>(type: Type): Promise<Loaded<ContentOf<Type>>> {
  const scoped = requestLoader.getStore();
  if (scoped !== undefined) return scoped(type);
  if (buildLoader === undefined) {
    const environment = buildEnvironment();
    buildLoader = createContentLoader(
      createContentSource(environment.content, { token: environment.previewToken }),
      (message) => console.warn(message),
      { renderErrors: environment.renderContentErrors, reportError: (message) => console.error(message) },
    );
  }
  return buildLoader(type);
}
