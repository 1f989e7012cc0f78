/**
 * Every page request to the preview server: read in the perspective the draft-mode cookie
 * grants (published without one), kept out of every cache, framed only by the Studio; a
 * content service that cannot answer gets a 503 page saying so, and the server stays up.
 */
import { defineMiddleware } from "astro:middleware";
import { ContentConfigError } from "#src/config/content-config.ts";
import { escapeHtml } from "#src/lib/html-text.ts";
import { createContentSource } from "#src/lib/content/content-source.ts";
import { ContentQueryError, createContentLoader, withContentLoader } from "#src/lib/content/loaders.ts";
import { DRAFT_MODE_COOKIE, readDraftMode } from "#src/preview/server/draft-mode.ts";
import { markAsPreviewServer } from "#src/config/environment.ts";
import { PREVIEW_HEADERS } from "#src/config/preview.ts";
import { frameAncestors } from "#src/security/content-security-policy.ts";
import { previewServerSettings, type PreviewServerSettings } from "./settings.ts";

markAsPreviewServer();

/** The content failure behind an error, however the renderer wrapped it. */
function contentFailure(error: unknown): ContentQueryError | undefined {
  for (let current = error; current instanceof Error; current = current.cause) {
    if (current instanceof ContentQueryError) return current;
  }
  return undefined;
}

/** A page that says what is wrong, in a line: no stack trace, no setting's value. */
function problemPage(status: 500 | 503, heading: string, problem: string, remedy: string): Response {
  const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Preview unavailable</title></head>
<body><main><h1>${heading}</h1>
<p>${escapeHtml(problem)}</p><p>${remedy}</p></main></body></html>\n`;
  const headers = {
    "Content-Type": "text/html; charset=utf-8",
    ...(status === 503 ? { "Retry-After": "5" } : {}),
  };
  return new Response(body, { status, headers });
}

const outagePage = (failure: ContentQueryError) =>
  problemPage(
    503,
    "The preview cannot reach the content service",
    failure.message,
    "The page will show again once the service answers: reload in a moment.",
  );

/** Where the host runs the server without the start script's check (Netlify): every request says it. */
function settingsOrProblem(): PreviewServerSettings | Response {
  try {
    return previewServerSettings();
  } catch (error) {
    if (!(error instanceof ContentConfigError)) throw error;
    console.error(`[preview] ${error.message}`);
    return problemPage(
      500,
      "The preview server is not configured",
      error.message,
      "Set it where the server runs.",
    );
  }
}

export const onRequest = defineMiddleware(async (context, next) => {
  if (context.isPrerendered) return next();
  const settings = settingsOrProblem();
  if (settings instanceof Response) return settings;
  const draftMode = readDraftMode(context.cookies.get(DRAFT_MODE_COOKIE)?.value, settings.cookieSecret);
  if (draftMode !== undefined) context.locals.previewPerspective = draftMode;
  const source = createContentSource(settings.content, {
    token: settings.token,
    perspective: draftMode ?? "published",
  });
  const loader = createContentLoader(source, (message) => console.warn(message));
  let response: Response;
  try {
    response = await withContentLoader(loader, next);
  } catch (error) {
    const failure = contentFailure(error);
    if (failure === undefined) throw error;
    console.error(`[preview] ${failure.message}`);
    response = outagePage(failure);
  }
  for (const [name, value] of Object.entries(PREVIEW_HEADERS)) response.headers.set(name, value);
  response.headers.append("Content-Security-Policy", frameAncestors(settings.studioUrl));
  return response;
});
