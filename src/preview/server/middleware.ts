/**
 * Every page request to the preview server: read in the perspective the draft-mode cookie
 * grants (published without one), kept out of every cache, framed only by the Studio; a
 * content service that cannot answer gets a 503 page saying so, and the server stays up.
 */
import { defineMiddleware } from "astro:middleware";
import { createContentSource } from "#src/lib/content/client.ts";
import { ContentQueryError, createContentLoader, withContentLoader } from "#src/lib/content/loaders.ts";
import { DRAFT_MODE_COOKIE, readDraftMode } from "#src/preview/draft-mode.ts";
import { previewServerSettings } from "./settings.ts";

/** The content failure behind an error, however the renderer wrapped it. */
function contentFailure(error: unknown): ContentQueryError | undefined {
  for (let current = error; current instanceof Error; current = current.cause) {
    if (current instanceof ContentQueryError) return current;
  }
  return undefined;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function outagePage(failure: ContentQueryError): Response {
  const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Preview unavailable</title></head>
<body><main><h1>The preview cannot reach the content service</h1>
<p>${escapeHtml(failure.message)}</p><p>The page will show again once the service answers: reload in a moment.</p></main></body></html>\n`;
  return new Response(body, {
    status: 503,
    headers: { "Content-Type": "text/html; charset=utf-8", "Retry-After": "5" },
  });
}

export const onRequest = defineMiddleware(async (context, next) => {
  if (context.isPrerendered) return next();
  const settings = previewServerSettings();
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
  response.headers.set("Cache-Control", "private, no-store");
  response.headers.set("X-Robots-Tag", "noindex");
  response.headers.append(
    "Content-Security-Policy",
    `frame-ancestors 'self' ${new URL(settings.studioUrl).origin}`,
  );
  return response;
});
