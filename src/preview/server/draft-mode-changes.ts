/**
 * GET /api/draft-mode/changes: an event stream that says `change` each time a document of the
 * dataset is saved, for the pages open in draft mode to render themselves afresh
 * (live-page.ts). The server follows Sanity's listener once, with its token, for all of them;
 * a page learns only which document changed (or null: perhaps any). Outside draft mode: 204, which a browser's
 * EventSource takes as "do not ask again".
 */
import type { APIRoute } from "astro";
import { sanityClient } from "#src/lib/content/content-source.ts";
import { publishedId } from "#src/lib/content/document-id.ts";
import { previewServerSettings, type PreviewServerSettings } from "./settings.ts";

/** A comment line now and then keeps proxies from closing a quiet stream. */
const KEEP_ALIVE_MS = 25_000;

/** How long a page's stream waits for Sanity's listener to say welcome before it opens anyway. */
const WELCOME_WAIT_MS = 5_000;

type Send = (chunk: string) => void;
const pages = new Set<Send>();
const tellPages = (documentId: string | null) => {
  const chunk = `event: change\ndata: ${JSON.stringify({ documentId })}\n\n`;
  for (const page of pages) page(chunk);
};

/**
 * Sanity's listener, once for the whole server and kept open from the first page on: it
 * resolves on its welcome, so a page's stream opens once saved changes are followed. After a
 * reconnection, what was saved meanwhile is unknown, so every page renders itself afresh.
 */
let listening: Promise<void> | undefined;
function listen(settings: PreviewServerSettings): Promise<void> {
  listening ??= new Promise<void>((welcomed) => {
    let welcomes = 0;
    sanityClient(settings.content, { token: settings.token })
      .listen(
        "*",
        {},
        {
          events: ["welcome", "mutation", "reconnect"],
          includeResult: false,
          includeMutations: false,
          visibility: "query",
          tag: "preview-server.changes",
        },
      )
      .subscribe({
        next: (event) => {
          if (event.type === "mutation") tellPages(publishedId(event.documentId));
          else if (event.type === "welcome" && (welcomes += 1) === 1) welcomed();
          else tellPages(null);
        },
        error: (error: unknown) => {
          console.error(`[preview] the listener for saved changes stopped: ${String(error)}`);
          listening = undefined;
          welcomed();
        },
      });
  });
  return listening;
}

export const GET: APIRoute = async ({ locals, request }) => {
  // The middleware has read the draft-mode cookie.
  if (locals.previewPerspective === undefined) return new Response(null, { status: 204 });
  await Promise.race([
    listen(previewServerSettings()),
    new Promise((resolve) => setTimeout(resolve, WELCOME_WAIT_MS)),
  ]);
  const encoder = new TextEncoder();
  let end: (closeStream: boolean) => void = () => {};
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      let open = true;
      const send = (chunk: string) => {
        if (open) controller.enqueue(encoder.encode(chunk));
      };
      pages.add(send);
      const keepAlive = setInterval(() => send(": still here\n\n"), KEEP_ALIVE_MS);
      // The page went away (the request aborted), or stopped reading: the stream is cancelled,
      // and closed already.
      end = (closeStream) => {
        if (!open) return;
        open = false;
        clearInterval(keepAlive);
        pages.delete(send);
        if (closeStream) controller.close();
      };
      request.signal.addEventListener("abort", () => end(true));
      send(": following saved changes\n\n");
    },
    cancel: () => end(false),
  });
  return new Response(stream, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store",
      // nginx passes the stream on as it comes, without buffering it.
      "X-Accel-Buffering": "no",
    },
  });
};
