/**
 * What pages call: `load(type, language)` gives a content type's (types/) validated, prepared
 * content in a language, with whether its query failed. Each query runs at most once per
 * build however many pages and languages ask for it, and a query that fails (after the
 * client's own retries) fails the build with the query's name, so a half-empty site is never
 * published.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type * as z from "zod/mini";
import { buildEnvironment } from "#src/config/environment.ts";
import { CONTENT_LANGUAGES, DEFAULT_LOCALE } from "#src/i18n/locales.ts";
import { createContentSource, type ContentSource } from "./content-source.ts";
import type { ContentOf, ContentType } from "./content-type.ts";
import { parseDocuments } from "./parse.ts";
import {
  inLanguage,
  translationSets,
  translationWarning,
  unspokenLanguages,
  type TranslationProblem,
} from "./translations.ts";
import { translationMetadata } from "./documents/translation-metadata.ts";

/** An error's message followed by those of its causes: "fetch failed" alone tells nobody what broke. */
function describeFailure(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  while (current !== undefined && parts.length < 5) {
    const message = current instanceof Error ? current.message : String(current);
    // Sanity's client errors carry the answer's status apart from their words.
    const status = (current as { statusCode?: unknown } | null)?.statusCode;
    if (typeof status === "number" && !parts.includes(`HTTP ${status}`)) parts.push(`HTTP ${status}`);
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
 * A loader over a content source: `load(type, language)` runs the type's query once however
 * many pages and languages ask, validates the results once, and prepares each language's
 * documents (translations.ts, by the translation metadata) once. A warning is given once, not
 * once per language.
 */
export function createContentLoader(
  source: ContentSource,
  warn: (message: string) => void,
  { renderErrors = false, reportError = warn }: LoaderOptions = {},
) {
  const warned = new Set<string>();
  const warnOnce = (message: string) => {
    if (warned.has(message)) return;
    warned.add(message);
    warn(message);
  };
  const documents = new Map<ContentType, Promise<Loaded<unknown[]>>>();
  const results = new Map<string, Map<ContentType, Promise<Loaded<unknown>>>>();

  /** A type's documents that pass its schema, in every language. */
  function documentsOf<Schema extends ContentType["schema"]>(
    type: ContentType<unknown, Schema>,
  ): Promise<Loaded<z.output<Schema>[]>> {
    let pending = documents.get(type);
    if (pending === undefined) {
      pending = source
        .fetch(type.query)
        .then((raw) => ({
          content: parseDocuments(type.documentType, type.schema, raw, warnOnce),
          failed: false,
        }))
        .catch((error: unknown) => {
          const failure = new ContentQueryError(type.documentType, source.description, error);
          if (!renderErrors) throw failure;
          reportError(
            `[content] ${failure.message}. RENDER_CONTENT_ERRORS is set: rendering its error state.`,
          );
          return { content: [], failed: true };
        });
      documents.set(type, pending);
    }
    return pending as Promise<Loaded<z.output<Schema>[]>>;
  }

  return function load<Type extends ContentType>(
    type: Type,
    language: string,
  ): Promise<Loaded<ContentOf<Type>>> {
    const inThisLanguage = results.get(language) ?? new Map<ContentType, Promise<Loaded<unknown>>>();
    results.set(language, inThisLanguage);
    let pending = inThisLanguage.get(type);
    if (pending === undefined) {
      // The default language's pages show its own documents, and a type shared by the languages
      // shows its documents on every page: they need no translation metadata.
      const metadata =
        language === DEFAULT_LOCALE.code || type.sharedByLanguages
          ? Promise.resolve(undefined)
          : documentsOf(translationMetadata);
      pending = Promise.all([documentsOf(type), metadata]).then(([{ content, failed }, sets]) => {
        if (type.sharedByLanguages) return { content: type.prepare(content, warnOnce), failed };
        const report = (problem: TranslationProblem) => warnOnce(translationWarning(problem));
        unspokenLanguages(content, CONTENT_LANGUAGES, report);
        const translations = translationSets(
          translationMetadata.prepare(sets?.content ?? [], warnOnce),
          CONTENT_LANGUAGES,
          report,
        );
        const shown = inLanguage(content, translations, language, DEFAULT_LOCALE.code, {
          sharedFields: type.sharedFields,
          report,
        });
        return { content: type.prepare(shown, warnOnce), failed };
      });
      inThisLanguage.set(type, pending);
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
 * A content type's content in a language for this build (or, on the preview server, this
 * request), from the content source its environment names.
 */
export function load<Type extends ContentType>(
  type: Type,
  language: string,
): Promise<Loaded<ContentOf<Type>>> {
  const scoped = requestLoader.getStore();
  if (scoped !== undefined) return scoped(type, language);
  if (buildLoader === undefined) {
    const environment = buildEnvironment();
    buildLoader = createContentLoader(
      createContentSource(environment.content, { token: environment.previewToken }),
      (message) => console.warn(message),
      { renderErrors: environment.renderContentErrors, reportError: (message) => console.error(message) },
    );
  }
  return buildLoader(type, language);
}
